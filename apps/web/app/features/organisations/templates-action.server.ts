import type { User } from '@cardshop/shared/contracts/auth';
import { TemplateParamsSchema } from '@cardshop/shared/contracts/templates';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { formText, parseForm, serviceRefusal } from '../../lib/route-form.ts';
import type { TemplatesAnswer } from './templates-page.tsx';

/** Where the page goes once a template is deleted (a reload does not post again). */
export const TEMPLATE_DELETED_URL = '/account/templates?deleted=1';

/**
 * `POST /account/templates`: deletes one of the organisation's templates, posted with or without scripts
 * (decision record 19), through the service the JSON call uses (useTemplates, the caller's organisation).
 */
export async function deleteTemplateAction({
  request,
  context,
  user,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  user: User;
}) {
  const parsed = parseForm(TemplateParamsSchema, {
    id: formText(await request.formData(), ['template']).template,
  });
  if (!parsed.ok) return refused(404, 'organisations.templates.not-found');
  try {
    await servicesFrom(context).templates.remove(user.id, parsed.data.id);
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (refusal?.status === 403) return refused(403, 'global.errors.permission-denied');
    if (refusal) return refused(refusal.status, 'organisations.templates.not-found');
    throw error;
  }
  return redirect(TEMPLATE_DELETED_URL, 303);
}

function refused(status: number, message: string) {
  const answer: TemplatesAnswer = { messages: [message] };
  return data(answer, { status });
}
