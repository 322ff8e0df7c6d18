import pg from 'pg';

/** The words of the bench's fundraiser names: `{activity} for {cause} in {place} #{n}`. */
export const activities = [
  'Run',
  'Walk',
  'Cycle',
  'Swim',
  'Bake',
  'Climb',
  'Knit',
  'Sing',
  'Row',
  'Hike',
  'Skate',
  'Dance',
];
export const causes = [
  'clean water',
  'the food bank',
  "girls' education",
  'urban trees',
  'ocean plastic',
  'refugee language lessons',
  'animal shelters',
  'the night helpline',
  'inclusive sports',
  'repair cafés',
];
export const places = [
  'Amsterdam',
  'Rotterdam',
  'Utrecht',
  'Den Haag',
  'Eindhoven',
  'Groningen',
  'Gent',
  'Antwerpen',
  'Lira',
  'Nairobi',
];

/** The name of the bench's fundraiser number i. */
export const nameOf = (i: number) =>
  `${activities[i % 12]} for ${causes[Math.floor(i / 12) % 10]} in ${places[Math.floor(i / 120) % 10]} #${i}`;

/** `count` fundraisers and `donations` donations, generated inside PostgreSQL (seconds, not minutes). */
export async function addVolume(url: string, count: number, donations: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a failed statement rejects its query; nothing else to report
  await client.connect();
  const text = (values: string[]) =>
    `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
  await client.query('select setseed(0.42)');
  await client.query(`
    with u as (select array_agg(id order by id) a from users),
         n as (select array_agg(id order by id) a from nonprofits),
         t as (select array_agg(id order by id) a from topics),
         words as (select ${text(activities)} act, ${text(causes)} cause, ${text(places)} place)
    insert into fundraisers (user_id, nonprofit_id, topic_id, name, description, goal_cents, verified)
    select u.a[1 + i % array_length(u.a, 1)],
           n.a[1 + (i * 7) % array_length(n.a, 1)],
           t.a[1 + (i * 13) % array_length(t.a, 1)],
           words.act[1 + i % 12] || ' for ' || words.cause[1 + (i / 12) % 10] || ' in ' || words.place[1 + (i / 120) % 10] || ' #' || i,
           'Every ' || lower(words.act[1 + i % 12]) || ' helps ' || words.cause[1 + (i / 12) % 10] || ' in ' || words.place[1 + (i / 120) % 10] || '. Join me and give what you can.',
           (50 + (i % 300)) * 1000,
           i % 3 = 0
    from generate_series(1::bigint, ${count}) as i, u, n, t, words`);
  // Raised counters are rebuilt in one pass afterwards, as after any bulk load.
  await client.query('alter table donations disable trigger donations_raised');
  await client.query(`
    with f as (select array_agg(id order by id) a from fundraisers)
    insert into donations (reference, status, amount_cents, target_type, fundraiser_id, provider, mode, provider_payment_id, paid_at, created_at, updated_at)
    select md5('bench' || i), s.status, (1 + (i * 37) % 200) * 500, 'fundraiser', f.a[1 + (i * 7919) % array_length(f.a, 1)],
           'sandbox', 'test', 'tr_bench_' || i, case when s.status = 'paid' then now() end, now(), now()
    from generate_series(1::bigint, ${donations}) as i, f,
         lateral (select case when i % 20 < 17 then 'paid' when i % 20 < 19 then 'open' else 'failed' end::donation_status as status) s`);
  await client.query('alter table donations enable trigger donations_raised');
  await client.query('select raised_totals_rebuild()');
  await client.query('vacuum analyze');
  await client.end();
}
