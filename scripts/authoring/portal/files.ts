/** The Portal document's Files tag: its schemas and operations. */
import { ref, s, object, download, multipartBody, type Schema, type PathBuilder } from '../lib';
import { item } from '../operations';
import { ID } from '../ids';
import { P, query, created, BASE, id, ENTITY_TYPES } from './common';
import type { PortalModule } from './module';

export const files: PortalModule = {
  schemas: (): Record<string, Schema> => ({
    FileMetadata: object(
      'An uploaded document. Download it with `downloadFile`.',
      {
        id: id('file', ID.file),
        fileName: s.string('The original file name.', 'Vitodens-200-W-service-manual.pdf'),
        contentType: s.string('The media type.', 'application/pdf'),
        sizeBytes: s.long('Size in bytes.', 4821733, { minimum: 1 }),
        entityType: s.nullable(s.enumOf('The kind of entity the file is attached to.', ENTITY_TYPES, 'Asset')),
        entityId: s.nullable(s.uuid('The entity the file is attached to.', ID.asset)),
        uploadedAt: s.ro(s.dateTime('When it was uploaded.', '2025-02-03T13:20:00Z')),
        uploadedBy: ref('UserReference'),
      },
      ['id', 'fileName', 'contentType', 'sizeBytes', 'uploadedAt', 'uploadedBy'],
    ),
    FileUpload: object(
      'A document to upload, optionally attached to an entity.',
      {
        file: s.binary('The file; at most `maxUploadSizeMb` (see `getConfig`). Executables are rejected.'),
        entityType: s.nullable(s.enumOf('The kind of entity to attach the file to.', ENTITY_TYPES, 'Asset')),
        entityId: s.nullable(s.uuid('The entity to attach the file to; required with `entityType`.', ID.asset)),
      },
      ['file'],
    ),
    ImageMetadata: object(
      'An uploaded image. Download it with `downloadImage`.',
      {
        id: id('image', ID.image),
        fileName: s.string('The original file name.', 'leak-under-boiler.jpg'),
        contentType: s.enumOf('The image type.', ['image/jpeg', 'image/png', 'image/webp'], 'image/jpeg'),
        sizeBytes: s.long('Size in bytes.', 284113, { minimum: 1 }),
        width: s.int('Width in pixels.', 1600, { minimum: 1 }),
        height: s.int('Height in pixels.', 1200, { minimum: 1 }),
        uploadedAt: s.ro(s.dateTime('When it was uploaded.', '2025-03-14T07:41:50Z')),
      },
      ['id', 'fileName', 'contentType', 'sizeBytes', 'width', 'height', 'uploadedAt'],
    ),
    ImageUpload: object(
      'An image to upload, for example a photo taken while reporting an issue.',
      {
        file: s.binary('A JPEG, PNG or WebP image; larger than 4096 px on a side is scaled down.'),
      },
      ['file'],
    ),
  }),
  paths(b: PathBuilder): void {
    // ---------------- Files ----------------
    b.tag('Files');
    b.post('/files', 'uploadFile', 'Upload a file', {
      description:
        'Uploads a document, such as a service manual or a certificate, optionally attached to an entity. Answers 400 for executable files and 413 above the size limit.',
      body: multipartBody('FileUpload', 'The file and what to attach it to.'),
      ok: created('The file was stored.', 'FileMetadata', `${BASE}/files/${ID.file}`),
      errors: [400, 401, 403, 404, 413],
    });
    b.get('/files/{fileId}', 'downloadFile', 'Download a file', {
      description: 'Returns the bytes of an uploaded document with its original content type and file name.',
      params: [P('FileId')],
      ok: download('The file.', ['application/octet-stream'], 'Vitodens-200-W-service-manual.pdf'),
    });
    const file = item(b, '/files/{fileId}', 'File', 'file');
    file.delete({ description: 'Deletes an uploaded document and detaches it from its entity.' });
    b.post('/images', 'uploadImage', 'Upload an image', {
      description:
        'Uploads a photo, for example one taken while reporting an issue; pass the returned id in `IssueCreateRequest.imageIds`. Images not attached to anything within 24 hours are deleted. EXIF location data is removed.',
      body: multipartBody('ImageUpload', 'The image.'),
      ok: created('The image was stored.', 'ImageMetadata', `${BASE}/images/${ID.image}`),
    });
    b.get('/images/{imageId}', 'downloadImage', 'Download an image', {
      description: 'Returns an uploaded image, or a 320 px wide thumbnail for lists.',
      params: [
        P('ImageId'),
        query('size', 'The original or a thumbnail.', { type: 'string', enum: ['original', 'thumbnail'], default: 'original' }, 'thumbnail'),
      ],
      ok: download('The image.', ['image/jpeg', 'image/png', 'image/webp'], 'leak-under-boiler.jpg'),
    });
  },
};
