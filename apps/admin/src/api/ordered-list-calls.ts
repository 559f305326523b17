import { api } from './client.ts';

/** The calls of one staff-ordered list under its path (the shop's structure, the home page): see `OrderedEditor`. */
export function listCalls<Item>(path: string) {
  return {
    list: async () => (await api.get<{ data: Item[] }>(path)).data,
    create: (body: unknown) => api.post<Item>(path, body),
    update: (id: number, body: unknown) => api.put<Item>(`${path}/${id}`, body),
    remove: (id: number) => api.delete<void>(`${path}/${id}`),
    reorder: (body: { ids: number[] } & Record<string, unknown>) => api.put<void>(`${path}/order`, body),
  };
}
