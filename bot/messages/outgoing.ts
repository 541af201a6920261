// A message as the bot sends it, in Discord API JSON, with its files; and the request body for REST.
import { AttachmentBuilder, type APIActionRowComponent, type APIComponentInMessageActionRow, type APIEmbed } from 'discord.js';
import type { Picture } from '../../renders/index.ts';

/** One attachment: bytes, a file name and the alt text screen readers read. */
export interface OutgoingFile {
  name: string;
  data: Buffer;
  description: string;
  contentType: string;
}

/** A message body in API JSON plus its files. */
export interface OutgoingMessage {
  content: string;
  embeds: APIEmbed[];
  components: APIActionRowComponent<APIComponentInMessageActionRow>[];
  files: OutgoingFile[];
}

/** Discord's upload limit for bots without a boosted guild; pictures over it are not attached. */
export const MAX_ATTACHMENT_BYTES = 8 * 1024 * 1024;
/** Discord caps attachment descriptions (alt text) at 1,024 characters. */
const MAX_ALT = 1024;

/** A picture as an attachment (alt text cut to Discord's limit), or null when it is too big to post. */
export function pictureFile(picture: Picture, baseName: string): OutgoingFile | null {
  if (picture.data.length > MAX_ATTACHMENT_BYTES) return null;
  const alt = picture.alt.length > MAX_ALT ? `${picture.alt.slice(0, MAX_ALT - 1)}…` : picture.alt;
  return { name: `${baseName}.${picture.ext}`, data: picture.data, description: alt, contentType: picture.mime };
}

/** The REST request (body and files) that creates or replaces a message's content and attachments. */
export function restRequest(msg: OutgoingMessage): { body: Record<string, unknown>; files: { name: string; data: Buffer; contentType: string }[] } {
  return {
    body: {
      content: msg.content,
      embeds: msg.embeds,
      components: msg.components,
      attachments: msg.files.map((f, i) => ({ id: i, filename: f.name, description: f.description })),
    },
    files: msg.files.map((f) => ({ name: f.name, data: f.data, contentType: f.contentType })),
  };
}

/** The same message as discord.js reply/edit options (files as attachments with their alt text). */
export function replyOptions(msg: OutgoingMessage): { content: string; embeds: APIEmbed[]; components: APIActionRowComponent<APIComponentInMessageActionRow>[]; files: AttachmentBuilder[] } {
  return {
    content: msg.content,
    embeds: msg.embeds,
    components: msg.components,
    files: msg.files.map((f) => new AttachmentBuilder(f.data, { name: f.name, description: f.description })),
  };
}
