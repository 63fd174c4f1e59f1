import { useCallback, useEffect, useRef, useState } from 'react'
import { useDispatch } from 'react-redux'
import { isApiError } from '../../shared/api/api-error'
import { newClientMessageId } from '../../shared/api/client-message-id'
import { supportApi, useSendSupportMessageMutation, useUploadSupportImageMutation } from './support-api'

/** A message on its way: shown below the conversation until the server has stored it. */
export type PendingMessage = {
  clientMsgId: string
  body: string
  file: File | undefined
  /** A local address of the attached image, shown before it is uploaded. */
  previewUrl: string | undefined
  /** The uploaded image's id: a retry does not upload it again. */
  imageId: string | undefined
  status: 'sending' | 'failed'
  /** Why the last try failed: a key of the `errors` namespace. */
  error: string | undefined
}

const previewOf = (file: File | undefined) =>
  file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined

/**
 * Sends the player's messages: each gets its own client id once, so a retry after a lost answer
 * (the same id again) is stored once. A message shows as sending, then leaves the pending list
 * when the conversation holds it, or stays as failed with a retry.
 */
export function useSupportSend(token: string) {
  const dispatch = useDispatch()
  const [pending, setPending] = useState<PendingMessage[]>([])
  const [sendMessage] = useSendSupportMessageMutation()
  const [uploadImage] = useUploadSupportImageMutation()
  const latest = useRef(pending)
  latest.current = pending

  // Local image addresses are given back when the panel closes.
  useEffect(
    () => () => {
      for (const message of latest.current) if (message.previewUrl) URL.revokeObjectURL(message.previewUrl)
    },
    [],
  )

  const update = useCallback((clientMsgId: string, change: Partial<PendingMessage>) => {
    setPending((messages) =>
      messages.map((message) => (message.clientMsgId === clientMsgId ? { ...message, ...change } : message)),
    )
  }, [])

  const deliver = useCallback(
    async (message: PendingMessage) => {
      update(message.clientMsgId, { status: 'sending', error: undefined })
      try {
        let imageId = message.imageId
        if (message.file && !imageId) {
          imageId = (await uploadImage({ token, file: message.file }).unwrap()).image_id
          update(message.clientMsgId, { imageId })
        }
        await sendMessage({
          token,
          client_msg_id: message.clientMsgId,
          body: message.body,
          ...(imageId ? { image_id: imageId } : {}),
        }).unwrap()
        if (message.previewUrl) URL.revokeObjectURL(message.previewUrl)
        setPending((messages) => messages.filter((entry) => entry.clientMsgId !== message.clientMsgId))
      } catch (error) {
        const msg = isApiError(error) ? error.msg : 'somethingWentWrong'
        update(message.clientMsgId, { status: 'failed', error: msg })
        // An ended chat session is renewed; the retry then goes out with the new token.
        if (msg === 'CHAT_TOKEN_INVALID') dispatch(supportApi.util.invalidateTags(['ChatToken']))
      }
    },
    [token, sendMessage, uploadImage, update, dispatch],
  )

  const send = useCallback(
    (body: string, file: File | undefined) => {
      const message: PendingMessage = {
        clientMsgId: newClientMessageId(),
        body,
        file,
        previewUrl: previewOf(file),
        imageId: undefined,
        status: 'sending',
        error: undefined,
      }
      setPending((messages) => [...messages, message])
      void deliver(message)
    },
    [deliver],
  )

  const retry = useCallback(
    (clientMsgId: string) => {
      const message = latest.current.find((entry) => entry.clientMsgId === clientMsgId)
      if (message) void deliver(message)
    },
    [deliver],
  )

  const discard = useCallback((clientMsgId: string) => {
    setPending((messages) =>
      messages.filter((message) => {
        if (message.clientMsgId !== clientMsgId) return true
        if (message.previewUrl) URL.revokeObjectURL(message.previewUrl)
        return false
      }),
    )
  }, [])

  return { pending, send, retry, discard }
}
