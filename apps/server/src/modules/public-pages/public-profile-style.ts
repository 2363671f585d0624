/**
 * The public page's one stylesheet, inline: no request before the first paint (the page's largest paint is
 * its cover, decision 0021). Brand colours: ink #1d1b2b, coral #ff6b57, paper #faf8f5; system fonts.
 */
export const publicProfileStyle = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:#faf8f5;color:#1d1b2b;font:16px/1.55 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
a{color:inherit}
a:focus-visible{outline:3px solid #ff6b57;outline-offset:2px;border-radius:6px}
h1,h2{line-height:1.2;margin:0}
h2{font-size:1.15rem;margin-bottom:.75rem}
.bar{max-width:1120px;margin:0 auto;padding:12px 20px;display:flex;align-items:center;justify-content:space-between;gap:12px}
.brand{font-weight:800;font-size:1.35rem;letter-spacing:-.02em;text-decoration:none;display:inline-flex;align-items:center;gap:8px}
.brand__dot{width:14px;height:14px;border-radius:50%;background:#ff6b57;box-shadow:6px -6px 0 -2px #1d1b2b}
.bar__nav{display:flex;align-items:center;gap:16px}
.link{color:#a8321f;font-weight:600;text-underline-offset:3px}
.button{display:inline-block;background:#ff6b57;color:#1d1b2b;font-weight:700;text-decoration:none;border-radius:999px;padding:12px 22px;box-shadow:0 6px 16px rgba(255,107,87,.35)}
.button:hover{background:#ff8373}
.button--small{padding:8px 16px;box-shadow:none}
.hero{max-width:1120px;margin:0 auto}
.hero__cover{display:block;width:100%;height:auto;aspect-ratio:3/1;object-fit:cover;background:linear-gradient(135deg,#1d1b2b,#4a3f66);border-radius:0 0 24px 24px}
.hero__person{display:flex;align-items:flex-start;gap:24px;padding:0 32px;margin-top:-72px}
.hero__avatar{flex:none;width:170px;height:170px;border-radius:50%;border:6px solid #faf8f5;background:#e9e4dc;box-shadow:0 10px 30px rgba(29,27,43,.18)}
.hero__text{padding-top:86px;min-width:0}
h1{font-size:clamp(1.7rem,4vw,2.6rem);letter-spacing:-.02em;overflow-wrap:anywhere}
.chips{list-style:none;margin:10px 0 0;padding:0;display:flex;flex-wrap:wrap;gap:6px}
.chip{background:#1d1b2b;color:#faf8f5;border-radius:999px;padding:3px 12px;font-size:.85rem;font-weight:600}
.hero__facts{margin:8px 0 0;color:#57536a;display:flex;flex-wrap:wrap;gap:4px 16px;font-size:.95rem}
.place::before{content:'';display:inline-block;width:8px;height:8px;border-radius:50%;background:#ff6b57;margin-right:8px;vertical-align:middle}
.layout{max-width:1120px;margin:0 auto;padding:28px 20px 8px;display:grid;grid-template-columns:340px minmax(0,1fr);gap:24px;align-items:start}
.side{position:sticky;top:16px}
.card{background:#fff;border-radius:18px;padding:22px;margin:0 0 18px;box-shadow:0 1px 2px rgba(29,27,43,.06),0 10px 30px rgba(29,27,43,.06)}
.join{background:#1d1b2b;color:#faf8f5;position:relative;overflow:hidden}
.join::after{content:'';position:absolute;right:-46px;top:-56px;width:120px;height:120px;border-radius:50%;background:#ff6b57;opacity:.9}
.join h2{font-size:1.3rem;position:relative;z-index:1;max-width:80%}
.join p{position:relative;z-index:1}
.join .link{color:#ffb3a7}
.join__actions{display:flex;flex-wrap:wrap;align-items:center;gap:12px 16px;margin:16px 0 0}
.bio{white-space:pre-line;margin:0;overflow-wrap:anywhere}
.photos{display:grid;grid-template-columns:repeat(3,1fr);gap:6px}
.photos img,.post__photos img{display:block;width:100%;height:auto;aspect-ratio:1;object-fit:cover;border-radius:10px;background:#eee9e1}
.section-title{margin:8px 0 12px}
.post__date{margin:0 0 8px;color:#57536a;font-size:.875rem}
.post__text{white-space:pre-line;margin:0 0 12px;overflow-wrap:anywhere}
.post__photos{display:grid;grid-template-columns:repeat(2,1fr);gap:6px}
.post__photos--1{grid-template-columns:1fr}
.post__photos--3{grid-template-columns:repeat(3,1fr)}
.post__photos--1 img{aspect-ratio:4/3}
.post__quote{border-left:3px solid #ff6b57;padding-left:14px;margin-top:8px}
.post__shared{margin:0 0 8px;color:#57536a;font-size:.9rem;font-weight:600}
.video{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:10px;aspect-ratio:16/9;border-radius:12px;background:linear-gradient(135deg,#1d1b2b,#4a3f66);color:#faf8f5;text-decoration:none}
.video__play{width:64px;height:64px;border-radius:50%;background:#ff6b57;position:relative}
.video__play::after{content:'';position:absolute;left:26px;top:20px;border-style:solid;border-width:12px 0 12px 18px;border-color:transparent transparent transparent #1d1b2b}
.video__label{font-size:.8rem;text-transform:uppercase;letter-spacing:.1em;opacity:.8}
.video__cta{font-weight:700;text-decoration:underline;text-underline-offset:3px}
.muted{color:#57536a}
.more{text-align:center;margin:8px 0 0}
.gone{max-width:560px;margin:64px auto;text-align:center}
.gone .join__actions{justify-content:center}
.foot{max-width:1120px;margin:0 auto;padding:32px 20px 40px;text-align:center;color:#57536a;font-size:.9rem}
.foot p{margin:0 0 6px}
@media (max-width:760px){
.layout{grid-template-columns:1fr;gap:0;padding-top:20px}
.side{position:static}
.hero__cover{border-radius:0}
.hero__person{flex-direction:column;gap:10px;padding:0 20px;margin-top:-56px}
.hero__text{padding-top:0}
.hero__avatar{width:112px;height:112px;border-width:4px}
.bar__nav .link{display:none}
}
`;
