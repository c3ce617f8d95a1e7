import { z } from 'zod';
import { loadReferences } from '../catalog/metafield-resolvers.ts';
import { type MetaobjectView, metaobjectView } from '../catalog/views.ts';
import { connectionOf, pageArgs } from '../graphql/connection.ts';
import { objectResolvers } from '../graphql/object-resolvers.ts';
import type { Resolvers } from '../graphql/resolvers.ts';
import { localize, operationLanguage } from '../i18n/language.ts';
import { idOfType, toGlobalId } from '../node/global-id.ts';
import { loadNode } from '../node/node-service.ts';
import { findMetaobjectByHandle, findMetaobjectsOfType, type MetaobjectRecord } from './metaobject-store.ts';

const metaobjectArgs = z.object({
  handle: z.object({ type: z.string(), handle: z.string() }).nullish(),
  id: z.string().nullish(),
});
const metaobjectsArgs = pageArgs.extend({ type: z.string() });
const fieldArgs = z.object({ key: z.string() });

type FieldView = MetaobjectRecord['fields'][number];

export const metaobjectResolvers: Resolvers = {
  QueryRoot: {
    metaobject: async (_parent, args, context, info) => {
      const { handle, id } = metaobjectArgs.parse(args);
      if (id) return idOfType(id, 'Metaobject') === null ? null : loadNode(context, id);
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
      const parsed = metaobjectsArgs.parse(args);
      const records = await findMetaobjectsOfType(context.db, parsed.type, operationLanguage(info));
      return connectionOf(records.map(metaobjectView), parsed);
    },
  },
  Metaobject: objectResolvers<MetaobjectView>({
    id: (m) => toGlobalId('Metaobject', m.id),
    handle: (m) => m.handle,
    type: (m) => m.type,
    updatedAt: (m) => new Date(m.updatedAt).toISOString(),
    fields: (m) => m.fields,
    field: (m, args) => m.fields.find((f) => f.key === fieldArgs.parse(args).key) ?? null,
  }),
  MetaobjectField: objectResolvers<FieldView>({
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
      return connectionOf(nodes, pageArgs.parse(args));
    },
  }),
};
