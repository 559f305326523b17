import type {
  ContactMessage,
  ContactMessagePage,
  ContactMessageView,
  InboxAssignee,
  NewsletterSend,
  Paged,
  PlatinumMemberPage,
  Quotation,
  QuotationStatus,
  SubscriberPage,
  SubscriberView,
} from '@shop/shared/rules';
import { api, staffUrl } from '../../api/client.ts';

/** The inbox calls of the back office (issue 26, item 8). */

export const inboxKeys = {
  all: ['inbox'] as const,
  messages: (view: ContactMessageView, page: number) => ['inbox', 'messages', view, page] as const,
  assignees: ['inbox', 'assignees'] as const,
  quotations: (status: QuotationStatus, page: number) => ['inbox', 'quotations', status, page] as const,
  members: (page: number) => ['inbox', 'members', page] as const,
  subscribers: (view: SubscriberView, page: number) => ['inbox', 'subscribers', view, page] as const,
  sends: ['inbox', 'sends'] as const,
};

export const fetchMessages = (view: ContactMessageView, page: number) =>
  api.get<ContactMessagePage>('/inbox/messages', { view, page });
export const fetchAssignees = () => api.get<InboxAssignee[]>('/inbox/assignees');
export const readMessage = (id: number) => api.post<ContactMessage>(`/inbox/messages/${id}/read`);
export const assignMessage = (id: number, staffId: number | null) =>
  api.put<ContactMessage>(`/inbox/messages/${id}/assignee`, { staff_id: staffId });
export const finishMessage = (id: number) => api.post<ContactMessage>(`/inbox/messages/${id}/done`);

export const fetchQuotations = (status: QuotationStatus, page: number) =>
  api.get<Paged<Quotation>>('/inbox/quotations', { status, page });
export interface QuotationAnswer {
  lines: { id: number; unit_price: number }[];
  valid_until: string;
  note: string;
}
export const answerQuotation = (number: string, body: QuotationAnswer) =>
  api.post<Quotation>(`/quotations/${encodeURIComponent(number)}/answer`, body);
export const quotePdfUrl = (number: string) => staffUrl(`/quotations/${encodeURIComponent(number)}/quote.pdf`);

export const fetchMembers = (page: number) => api.get<PlatinumMemberPage>('/inbox/platinum-members', { page });
export const MEMBERS_FILE_URL = staffUrl('/inbox/platinum-members.csv');

export const fetchSubscribers = (view: SubscriberView, page: number) =>
  api.get<SubscriberPage>('/inbox/subscribers', { view, page });
export const SUBSCRIBERS_FILE_URL = staffUrl('/inbox/subscribers.csv');
export const fetchSends = () => api.get<NewsletterSend[]>('/inbox/newsletter-sends');
export const sendNewsletter = (body: { key: string; subject: string; body: string }) =>
  api.post<NewsletterSend>('/inbox/newsletter-sends', body);
