/** A post block's shape while posts load (DESIGN §7: skeletons while loading). */
export function PostSkeleton() {
  return (
    <div className="post-card post-skeleton" aria-hidden="true">
      <div className="post-skeleton__head">
        <span className="post-skeleton__avatar" />
        <span className="post-skeleton__lines">
          <span className="post-skeleton__line post-skeleton__line--short" />
          <span className="post-skeleton__line post-skeleton__line--tiny" />
        </span>
      </div>
      <span className="post-skeleton__line" />
      <span className="post-skeleton__line post-skeleton__line--long" />
      <span className="post-skeleton__block" />
    </div>
  );
}

export function PostSkeletons({ count = 3 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <PostSkeleton key={index} />
      ))}
    </>
  );
}
