/** The Portal document's QR code templates tag: its schemas and operations. */
import { ref, s, object, ok, noContent, jsonBody, type Schema, type PathBuilder } from '../lib';
import { item } from '../operations';
import { ID } from '../ids';
import { P, created, arrayOf, BASE, audit, id, name } from './common';
import type { PortalModule } from './module';

export const qrCodeTemplates: PortalModule = {
  schemas: (): Record<string, Schema> => ({
    QrCodeLayout: object(
      'How a QR label is laid out.',
      {
        widthMm: s.int('Label width in millimetres.', 50, { minimum: 20, maximum: 210 }),
        heightMm: s.int('Label height in millimetres.', 30, { minimum: 20, maximum: 297 }),
        showAssetName: s.bool('Print the asset name.', true),
        showAssetCode: s.bool('Print the asset code.', true),
        showLogo: s.bool('Print the tenant logo.', false),
        footerText: s.nullable(s.string('A line under the code.', 'Scan to report a problem', { maxLength: 60 })),
        errorCorrectionLevel: s.enumOf('QR error correction; higher survives more damage but needs more space.', ['L', 'M', 'Q', 'H'], 'M'),
      },
      ['widthMm', 'heightMm', 'showAssetName', 'showAssetCode', 'showLogo', 'errorCorrectionLevel'],
    ),
    QrCodeTemplate: object(
      'A QR label design. Exactly one template is active per tenant; `getAssetQrCode` uses it unless told otherwise.',
      {
        id: id('template', ID.qrTemplate),
        name: name('The template name.', 'Small equipment label', 100),
        isActive: s.ro(s.bool("Whether this is the tenant's active template.", true)),
        isBuiltIn: s.ro(s.bool('The built-in template can be changed and restored, but not deleted.', false)),
        layout: ref('QrCodeLayout'),
        ...audit(),
      },
      ['id', 'name', 'isActive', 'isBuiltIn', 'layout', 'createdAt', 'updatedAt'],
    ),
    QrCodeTemplateRequest: object(
      'A QR label design to store.',
      {
        name: name('The template name.', 'Small equipment label', 100),
        layout: ref('QrCodeLayout'),
      },
      ['name', 'layout'],
    ),
  }),
  paths(b: PathBuilder): void {
    // ---------------- QR code templates ----------------
    b.tag('QR code templates');
    b.get('/qr-code-templates', 'listQrCodeTemplates', 'List QR code templates', {
      description: "Returns the tenant's QR label templates, the active one first.",
      ok: ok(200, 'The templates.', arrayOf('QrCodeTemplate')),
    });
    const qrCodeTemplate = item(b, '/qr-code-templates/{templateId}', 'QrCodeTemplate', 'QR code template');
    qrCodeTemplate.get({ description: 'Returns one template with its layout.', ok: ok(200, 'The template.', ref('QrCodeTemplate')) });
    b.put('/qr-code-templates/{templateId}', 'storeQrCodeTemplate', 'Store a QR code template', {
      description:
        'Creates the template with the given id, or replaces it if it exists (the client chooses the id, so retries are safe). Storing does not activate it; call `setActiveQrCodeTemplate`. Answers 400 when the label is too small for the chosen content.',
      params: [P('TemplateId')],
      body: jsonBody(ref('QrCodeTemplateRequest'), 'The template.'),
      ok: {
        ...ok(200, 'The template was replaced.', ref('QrCodeTemplate')),
        ...created('The template was created.', 'QrCodeTemplate', `${BASE}/qr-code-templates/${ID.qrTemplate}`),
      },
      errors: [400, 401, 403],
    });
    b.post('/qr-code-templates/{templateId}/activate', 'setActiveQrCodeTemplate', 'Set the active QR code template', {
      description:
        'Makes a template the one `getAssetQrCode` uses by default; the previously active template stays stored. Labels already printed are not affected.',
      params: [P('TemplateId')],
      ok: ok(200, 'The template, now active.', ref('QrCodeTemplate')),
    });
    b.post('/qr-code-templates/restore', 'restoreQrCodeTemplate', 'Restore the built-in QR code template', {
      description:
        'Resets the built-in template to its original layout and makes it active. Use it when a customised template prints badly. Other templates are kept.',
      ok: ok(200, 'The built-in template, restored and active.', ref('QrCodeTemplate')),
    });
    qrCodeTemplate.delete({
      conflict: [
        {
          name: 'Active',
          summary: 'The template is active.',
          code: 'Conflict',
          message: "'Small equipment label' is the active template; activate another template first.",
        },
        {
          name: 'BuiltIn',
          summary: 'The template is built in.',
          code: 'Conflict',
          message: 'The built-in template cannot be deleted; restore it with restoreQrCodeTemplate instead.',
        },
      ],
      description: 'Deletes a template. Answers 409 for the active template (activate another first) and for the built-in template.',
      ok: noContent('The template was deleted.'),
    });
  },
};
