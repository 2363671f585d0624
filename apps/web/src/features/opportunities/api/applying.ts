import type { ApplicationInput, MyApplication } from '@vitrina/contract/applications';
import { applicationsEndpoints as endpoints } from '@vitrina/contract/endpoints/applications';
import { mediaEndpoints } from '@vitrina/contract/endpoints/media';
import { opportunitiesEndpoints } from '@vitrina/contract/endpoints/opportunities';
import { postsEndpoints } from '@vitrina/contract/endpoints/posts';
import { videosEndpoints } from '@vitrina/contract/endpoints/videos';
import { fileExtension } from '@vitrina/contract/media-rules';
import { ApiError, call } from '@/lib/api-client.ts';
import { shrinkPhoto } from '@/lib/shrink-photo.ts';
import { uploadBytes, type UploadBytesOptions } from '@/lib/upload-bytes.ts';

/** The talent's calls of applying: the role, her application, her media to choose from, uploads, self-tapes. */

type Role = { id: number; roleId: number };

export const getOpportunity = (id: number, signal?: AbortSignal) =>
  call(opportunitiesEndpoints.one, { params: { id }, signal });

/** My application to a role, its draft included; null when I have none yet. */
export async function findMyApplication({ id, roleId }: Role, signal?: AbortSignal): Promise<MyApplication | null> {
  try {
    return await call(endpoints.draft, { params: { id, roleId }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const saveApplication = ({ id, roleId }: Role, body: ApplicationInput) =>
  call(endpoints.save, { params: { id, roleId }, body });
export const submitApplication = ({ id, roleId }: Role) => call(endpoints.submit, { params: { id, roleId } });
/** A sent application comes back withdrawn; a draft is deleted (204, null here). */
export const withdrawApplication = async ({ id, roleId }: Role): Promise<MyApplication | null> =>
  (await call(endpoints.withdraw, { params: { id, roleId } })) ?? null;

export const listMyApplications = (page: number, signal?: AbortSignal) =>
  call(endpoints.mine, { query: { page }, signal });

export const sendSelfTape = (selfTapeId: number, uploadId: string) =>
  call(endpoints.uploadSelfTape, { params: { selfTapeId }, body: { filename: uploadId } });

/** My published photos or documents (a file of a post each: its id is what an application item names). */
export const listMyPostFiles = (profileUrl: string, type: 'PHOTO' | 'FILE', signal?: AbortSignal) =>
  call(postsEndpoints.media, { params: { profile_url: profileUrl, type }, query: { limit: 48, page: 1 }, signal });

/** My uploaded videos not yet out as a post (their ids are what an application item names). */
export const listMyVideos = (signal?: AbortSignal) => call(videosEndpoints.mine, signal ? { signal } : {});

/** Sends a file's bytes as a post upload does and answers its upload id, for this application only. */
export async function uploadFile(file: File, options: UploadBytesOptions = {}): Promise<string> {
  const sent = await shrinkPhoto(file);
  const ticket = await call(mediaEndpoints.postUploadUrl, {
    body: { filename: sent.name, type: sent.type, ext: fileExtension(sent.name) },
  });
  await uploadBytes(ticket.url, sent, options);
  return ticket.filename;
}
