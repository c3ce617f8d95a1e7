/**
 * The posted form, or an empty one when the body is no form (another content type, a broken
 * multipart body): such a post is answered like a form with nothing filled in, in the visitor's
 * language, instead of a 500 (issue 20).
 */
export async function postedForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
