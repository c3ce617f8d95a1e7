import { loadReferences } from '../catalog/metafield-resolvers.ts';
import { metaobjectView } from '../catalog/views.ts';
import { connectionOf } from '../graphql/connection.ts';
import type { Resolvers } from '../graphql/resolvers.ts';
import { localize, operationLanguage } from '../i18n/language.ts';
import { idOfType, toGlobalId } from '../node/global-id.ts';
import { findMetaobjectByHandle, findMetaobjectsOfType } from './metaobject-store.ts';

export const metaobjectResolvers: Resolvers = {
  QueryRoot: {
    metaobject: async (_parent, args, context, info) => {
      const { handle, id } = args;
      if (id) {
        const metaobjectId = idOfType(id, 'Metaobject');
        const record =
          metaobjectId === null ? undefined : await context.loaders.metaobject.load(metaobjectId);
        return record ? metaobjectView(record) : null;
      }
      if (!handle) return null;
      const record = await findMetaobjectByHandle(
        context.db,
        handle.type,
        handle.handle,
        operationLanguage(info),
      );
      return record ? metaobjectView(record) : null;
    },
    metaobjects: async (_parent, args, context, info) => {
      const records = await findMetaobjectsOfType(context, args.type, operationLanguage(info));
      return connectionOf(records.map(metaobjectView), args);
    },
  },
  Metaobject: {
    id: (m) => toGlobalId('Metaobject', m.id),
    handle: (m) => m.handle,
    type: (m) => m.type,
    updatedAt: (m) => new Date(m.updatedAt).toISOString(),
    fields: (m) => m.fields,
    field: (m, args) => m.fields.find((f) => f.key === args.key) ?? null,
  },
  MetaobjectField: {
    key: (f) => f.key,
    type: (f) => f.type,
    value: (f, _a, _c, info) => (f.value ? localize(f.value, operationLanguage(info)) : null),
    reference: async (f, _a, context, info) => {
      if (!f.value || f.type.startsWith('list.')) return null;
      const [node] = await loadReferences(context, f.type, localize(f.value, operationLanguage(info)));
      return node ?? null;
    },
    references: async (f, args, context, info) => {
      if (!f.value || !f.type.startsWith('list.')) return null;
      const nodes = await loadReferences(context, f.type, localize(f.value, operationLanguage(info)));
      return connectionOf(nodes, args);
    },
  },
};
