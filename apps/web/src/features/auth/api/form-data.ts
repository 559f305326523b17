/** A multipart body of plain fields (spec section 7: `/newLogin`, `/resendOTP`, `/verifyOTP`, `/google-login`). */
export function toFormData(fields: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return form;
}
