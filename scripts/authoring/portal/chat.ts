/** The Portal document's Chat tag: its schemas and operations. */
import { ref, s, object, pageOf, ok, noContent, jsonBody, type Schema, type PathBuilder } from '../lib';
import { ID } from '../ids';
import { P, created, arrayOf, PAGED, BASE, id } from './common';
import type { PortalModule } from './module';

export const chat: PortalModule = {
  schemas: (): Record<string, Schema> => ({
    EntityReference: object(
      'A reference to any entity, with a name for display.',
      {
        entityType: ref('EntityType'),
        id: s.uuid('The entity id.', ID.workOrder),
        displayName: s.string('A name for display.', 'WO-2025-00123 Fix leaking boiler B-12'),
      },
      ['entityType', 'id', 'displayName'],
      { example: { entityType: 'WorkOrder', id: ID.workOrder, displayName: 'WO-2025-00123 Fix leaking boiler B-12' } },
    ),
    ChatQueryRequest: object(
      "A question about the tenant's data, in plain language.",
      {
        question: s.string('The question.', 'Which work orders in Building A are overdue?', { minLength: 3, maxLength: 1000 }),
      },
      ['question'],
    ),
    ChatQuery: object(
      'A question and its answer. Answers only use data the caller is allowed to see.',
      {
        id: id('chat query', ID.chatQuery),
        question: s.string('The question.', 'Which work orders in Building A are overdue?'),
        answer: s.string('The answer, Markdown.', 'One work order is overdue: **WO-2025-00123** *Fix leaking boiler B-12*, due 15 March.'),
        referencedEntities: s.array('Entities the answer mentions, for links.', ref('EntityReference')),
        askedAt: s.ro(s.dateTime('When it was asked.', '2025-03-17T07:30:00Z')),
        askedBy: ref('UserReference'),
      },
      ['id', 'question', 'answer', 'referencedEntities', 'askedAt', 'askedBy'],
    ),
    ChatQueryPage: pageOf('ChatQuery', 'chat queries'),
    ChatFavouriteRequest: object(
      'A question to save.',
      {
        chatQueryId: s.uuid('The asked question to save.', ID.chatQuery),
        title: s.nullable(s.string('A short title; the question when omitted.', 'Overdue in Building A', { maxLength: 100 })),
      },
      ['chatQueryId'],
    ),
    ChatFavourite: object(
      'A saved question, to ask again with one click.',
      {
        id: id('favourite', ID.chatFavourite),
        chatQueryId: s.uuid('The question it was saved from.', ID.chatQuery),
        title: s.string('A short title.', 'Overdue in Building A'),
        question: s.string('The question.', 'Which work orders in Building A are overdue?'),
        createdAt: s.ro(s.dateTime('When it was saved.', '2025-03-17T07:31:10Z')),
      },
      ['id', 'chatQueryId', 'title', 'question', 'createdAt'],
    ),
  }),
  paths(b: PathBuilder): void {
    // ---------------- Chat ----------------
    b.tag('Chat');
    b.post('/chat/queries', 'askChatQuery', 'Ask a question', {
      errorAnswers: {
        403: {
          description: 'Chat is disabled for the tenant, or the caller lacks the permission this operation needs.',
          examples: [
            { name: 'ChatDisabled', summary: 'Chat is disabled for the tenant.', code: 'Forbidden', message: 'Chat is disabled for this tenant.' },
            {
              name: 'MissingPermission',
              summary: 'The caller lacks the permission.',
              code: 'Forbidden',
              message: 'The caller lacks the permission this operation needs.',
            },
          ],
        },
      },
      description:
        'Answers a plain-language question about the tenant\'s data, such as "Which work orders in Building A are overdue?". The answer only uses data the caller may see and lists the entities it mentions. Questions are kept in the caller\'s history. Answers 403 when chat is disabled for the tenant.',
      body: jsonBody(ref('ChatQueryRequest'), 'The question.'),
      ok: ok(200, 'The question and its answer.', ref('ChatQuery')),
    });
    b.get('/chat/queries', 'listChatQueries', 'List asked questions', {
      description: "Returns the caller's questions and answers, newest first, kept for 30 days.",
      params: PAGED,
      ok: ok(200, 'A page of questions.', ref('ChatQueryPage')),
    });
    b.get('/chat/favourites', 'listChatFavourites', 'List favourite questions', {
      description: "Returns the caller's saved questions, by title.",
      ok: ok(200, 'The favourites.', arrayOf('ChatFavourite')),
    });
    b.post('/chat/favourites', 'addChatFavourite', 'Save a question as favourite', {
      conflict: {
        summary: 'The question is already a favourite.',
        code: 'Conflict',
        message: "The question 'Which work orders in Building A are overdue?' is already a favourite.",
      },
      description:
        'Saves an asked question so it can be asked again with one click; the favourite outlives the 30-day history. Answers 409 when the question is already a favourite.',
      body: jsonBody(ref('ChatFavouriteRequest'), 'The question to save.'),
      ok: created('The favourite was saved.', 'ChatFavourite', `${BASE}/chat/favourites/${ID.chatFavourite}`),
      errors: [400, 401, 403, 404, 409],
    });
    b.delete('/chat/favourites/{favouriteId}', 'deleteChatFavourite', 'Remove a favourite question', {
      description: "Removes a question from the caller's favourites.",
      params: [P('FavouriteId')],
      ok: noContent('The favourite was removed.'),
    });
  },
};
