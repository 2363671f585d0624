import type { Author, Comment, Post, PostFile } from '@vitrina/contract/posts';

/** Posts, comments and files as the API answers them, for component tests. */
export function authorFixture(author: Partial<Author> = {}): Author {
  return {
    id: 7,
    fullname: 'Luis Gómez',
    profile_url: 'luis',
    profileImage: 'luis.jpg',
    type: 'talento',
    verified: false,
    ...author,
  };
}

export function commentFixture(comment: Partial<Comment> = {}): Comment {
  const id = comment.id ?? 100;
  return {
    id,
    comment: `Comentario ${id}`,
    postId: 1,
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, id % 60)).toISOString(),
    editedAt: null,
    likesCount: 0,
    reacted: false,
    isOwner: false,
    canDelete: false,
    user: authorFixture(),
    ...comment,
  };
}

export function photoFixture(file: Partial<PostFile> = {}): PostFile {
  const id = file.id ?? 1;
  return {
    id,
    type: 'PHOTO',
    url: `/media/photo-${id}.jpg`,
    filename: `photo-${id}.jpg`,
    name: '',
    ext: 'jpg',
    size: 120_000,
    width: 1200,
    height: 800,
    description: '',
    ...file,
  };
}

export function documentFixture(file: Partial<PostFile> = {}): PostFile {
  const id = file.id ?? 1;
  return {
    ...photoFixture({ id }),
    type: 'FILE',
    url: `/media/doc-${id}.pdf`,
    filename: `doc-${id}.pdf`,
    name: `cv_${id}.pdf`,
    ext: 'pdf',
    size: 1536,
    width: null,
    height: null,
    ...file,
  };
}

export function postFixture(post: Partial<Post> = {}): Post {
  return {
    id: 1,
    title: '',
    description: 'Mi primera obra',
    categoryId: 1,
    files: [],
    videoId: null,
    videoUrl: null,
    videoFile: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    editedAt: null,
    user: authorFixture(),
    likesCount: 2,
    shareCount: 0,
    commentsCount: 0,
    reacted: false,
    isOwner: false,
    commentsItems: [],
    sharedPost: null,
    ...post,
  };
}
