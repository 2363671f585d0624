// The network steps of an upload in one module, imported when the first file is chosen (use-post-uploads.ts).
export { shrinkPhoto } from '@/lib/shrink-photo.ts';
export { uploadBytes } from '@/lib/upload-bytes.ts';
export { completeUpload } from '../api/complete-upload.ts';
export { requestPostUpload } from '../api/request-post-upload.ts';
