/**
 * What IndexedDB holds of a table, read through a connection of its own (tests): its record's
 * version and its data with the rows put back in their order, as `{version, data}`.
 */
import { MOCK_DATABASE_NAME, ROW_STORE, TABLE_STORE } from './persistence';
import type { SavedTable } from './writePlan';
import type { AnyTableData } from './tables';

function promised<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

export interface SavedTableData {
  version: number;
  data: AnyTableData;
}

/** The table as stored (undefined when its record is not there). */
export async function readSavedTable(name: string): Promise<SavedTableData | undefined> {
  const connection = await promised(indexedDB.open(MOCK_DATABASE_NAME));
  try {
    const tx = connection.transaction([TABLE_STORE, ROW_STORE], 'readonly');
    const record = (await promised(tx.objectStore(TABLE_STORE).get(name))) as SavedTable | undefined;
    if (!record) return undefined;
    const data: Record<string, unknown> = { ...record.data };
    for (const [key, { order }] of Object.entries(record.rows)) {
      const range = IDBKeyRange.bound([name, key], [name, key, []]);
      const store = tx.objectStore(ROW_STORE);
      const [keys, values] = await Promise.all([promised(store.getAllKeys(range)), promised(store.getAll(range))]);
      const byKey = new Map(keys.map((k, i) => [(k as [string, string, number])[2], values[i]]));
      data[key] = order.map((row) => byKey.get(row));
    }
    return { version: record.version, data: data as AnyTableData };
  } finally {
    connection.close();
  }
}
