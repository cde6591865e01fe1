// Messages to players (issue 16): the transactional outbox (enqueue inside the caller's
// transaction), the templates, the transport (SMTP or the development outbox) and the worker.
export { enqueue, enqueueForUser, type Executor, type NewMessage } from './enqueue.ts'
export { enqueueNotices, isWritten, type NoticeLike } from './notices.ts'
export { MESSAGE_KINDS, type MessageKind, type MessagePayload } from './kinds.ts'
export { renderMessage, type RenderedMessage } from './render.ts'
export { createMessageSender, startMessageWorker, backoffMs, type MessageSender } from './sender.ts'
export { createMessageTransport, defaultMailFrom, type Transport } from './transport.ts'
export { messageSenderFor } from './setup.ts'
export { createMessagesApp, type MessageHistoryItem } from './history.ts'
export { receiptNotice } from './receipt.ts'
