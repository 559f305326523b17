/** The first and only page of a list as the server sends it, holding `data` (`per_page` as the call pages). */
export const onePage = <T>(data: T[], perPage = 25) => ({
  data,
  current_page: 1,
  last_page: 1,
  per_page: perPage,
  from: data.length ? 1 : null,
  to: data.length || null,
  total: data.length,
});
