// A member's picture or video by its file id (`IMG-<kind>-<memberId>`): what the file look-up
// (file-host.ts) and the spec's video link /export-log/download?fileId= (spec 02 §7) serve.
import { type Ctx, FileReply } from '../../context.ts';
import { member } from './member-detail.ts';
import { mp4, png } from './member-files.ts';

export const MEMBER_FILE = /^IMG-([A-Za-z]+)-([0-9A-F]{4,16})$/;

/** A member's picture or video (`IMG-<kind>-<memberId>`), for a member the employee may see; null for another id. */
export function memberFileReply(ctx: Ctx, id: string): FileReply | null {
  const img = MEMBER_FILE.exec(id);
  if (!img) return null;
  const m = member(ctx, img[2]);
  if (img[1] === 'video')
    return new FileReply({ contentType: 'video/mp4', body: mp4(m.member_id), fileName: `活体视频_${m.member_id}.mp4` });
  return new FileReply({ contentType: 'image/png', body: png(img[1]), fileName: `${img[1]}_${m.member_id}.png` });
}
