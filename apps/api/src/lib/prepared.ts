import type { Db } from '../db/client';

/**
 * A prepared statement per database and shape, built on first use. `build` must give each shape
 * its own statement name: PostgreSQL keeps a named statement per connection.
 */
export function preparedPerDatabase<S extends string, T>(
  build: (db: Db, shape: S) => T,
): (db: Db, shape: S) => T {
  const built = new WeakMap<Db, Map<S, T>>();
  return (db, shape) => {
    let shapes = built.get(db);
    if (!shapes) built.set(db, (shapes = new Map()));
    let statement = shapes.get(shape);
    if (statement === undefined) shapes.set(shape, (statement = build(db, shape)));
    return statement;
  };
}
