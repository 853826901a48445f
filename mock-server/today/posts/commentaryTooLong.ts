// The one refusal of a post's commentary past POST_COMMENTARY_MAX, on every body that carries one
// (/rest/posts `commentary`, /v2/ugcPosts `shareCommentary.text`, /v2/shares `text.text`) and on a
// partial update: LinkedIn answers 400 with its content service's exception, as n8n-io/n8n#22899
// records it for an 8,694-character post:
//   {"errorDetailType":"com.linkedin.common.error.BadRequest",
//    "message":"com.linkedin.content.common.exception.BadRequestResponseException: ShareCommentary text
//      length (8694 characters) exceeded the maximum allowed (3000 characters)",
//    "errorDetails":{"inputErrors":[{"description":"Size of array cannot be higher than the maxLength",
//      "input":{"value":{"stringValue":"…"}},"code":"FIELD_ARRAY_SIZE_TOO_HIGH","maxLength":3000}]},
//    "status":400}
// (the report quotes `input` cut short; the mock echoes the text it refused there). Characters are
// counted as JavaScript counts a string's length, UTF-16 code units: no source says how LinkedIn counts.
import { POST_COMMENTARY_MAX } from '../../defaults.js';
import { RestError } from '../../api/errors.js';

/**
 * LinkedIn's 400 for a commentary of `text.length` characters, past POST_COMMENTARY_MAX.
 * @example if (commentary.length > POST_COMMENTARY_MAX) throw commentaryTooLong(commentary, '/commentary')
 */
export function commentaryTooLong(text: string, path: string): RestError {
  const message = `com.linkedin.content.common.exception.BadRequestResponseException: ShareCommentary text length (${text.length} characters) exceeded the maximum allowed (${POST_COMMENTARY_MAX} characters)`;
  return new RestError(400, message, {
    note: `${path}: a post's commentary takes at most ${POST_COMMENTARY_MAX} characters; this one has ${text.length}.`,
    body: {
      errorDetailType: 'com.linkedin.common.error.BadRequest',
      message,
      errorDetails: {
        inputErrors: [{ description: 'Size of array cannot be higher than the maxLength', input: { value: { stringValue: text } }, code: 'FIELD_ARRAY_SIZE_TOO_HIGH', maxLength: POST_COMMENTARY_MAX }],
      },
      status: 400,
    },
  });
}
