import {
  ok,
  ZBindEmail,
  ZBindPhone,
  ZChangeNickname,
  ZChangePassword,
  ZCodeSent,
  ZCurrencyUnitQuery,
  ZEmailCodeSignIn,
  ZEnvelope,
  ZErrorEnvelope,
  ZForgotPassword,
  ZForgotPasswordCheck,
  ZInvite,
  ZInviteTypeParams,
  ZMemberInfo,
  ZPasswordSignIn,
  ZPhoneCodeSignIn,
  ZPlatformHeaders,
  ZRealName,
  ZRegisterEmail,
  ZRegisterPhone,
  ZSession,
  ZSetPaymentPassword,
  ZSetRealName,
  ZVerifyEmailQuery,
  ZVerifyPhoneQuery,
  ZVerifyRegEmailQuery,
  ZVerifyRegPhoneQuery,
} from '@app/contract'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { requestLanguage } from '../../http/request-language'
import type { App } from '../../http/types'
import {
  type AccountSettings,
  checkForgottenPasswordCode,
  getInvite,
  getMemberInfo,
  type RequestContext,
  refreshSession,
  registerByEmail,
  registerByPhone,
  resetForgottenPassword,
  sendEmailCode,
  sendPhoneCode,
  sendRegistrationEmailCode,
  sendRegistrationPhoneCode,
  signInWithEmailCode,
  signInWithPassword,
  signInWithPhoneCode,
  signOut,
} from './accounts.service'
import { bearerToken, type PlayerGuard, playerOf } from './player-guard'
import {
  bindVerifiedEmail,
  bindVerifiedPhone,
  changeCurrency,
  changeNickname,
  changePassword,
  getRealName,
  setPaymentPassword,
  setRealName,
} from './security.service'

export type AccountsRoutesOptions = {
  db: Db
  settings: AccountSettings
  clock: Clock
  requirePlayer: PlayerGuard
  /** Beyond the global limit, the calls that send codes or check secrets allow a few a minute. */
  strictLimitPerMinute: number
}

const codeSent = { 200: ZEnvelope(ZCodeSent), 400: ZErrorEnvelope, 409: ZErrorEnvelope, 429: ZErrorEnvelope }
const signedIn = {
  200: ZEnvelope(ZSession),
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  409: ZErrorEnvelope,
  429: ZErrorEnvelope,
}

/** Registration, sign-in by password or code, password reset, token refresh and sign-out. */
export async function accountsRoutes(
  app: App,
  { db, settings, clock, requirePlayer, strictLimitPerMinute }: AccountsRoutesOptions,
) {
  const STRICT_LIMIT = { rateLimit: { max: strictLimitPerMinute, timeWindow: '1 minute' } }
  const context = (request: FastifyRequest): RequestContext => ({
    ip: request.ip,
    language: requestLanguage(request),
    now: clock.now(),
  })
  const tags = ['accounts']

  app.get(
    '/api/v1/verify/reg/email',
    {
      config: STRICT_LIMIT,
      schema: {
        summary: 'Email a registration code',
        tags,
        querystring: ZVerifyRegEmailQuery,
        response: codeSent,
      },
    },
    async (request) =>
      ok(await sendRegistrationEmailCode(db, settings, request.query.email, context(request))),
  )
  app.get(
    '/api/v1/verify/reg/phone',
    {
      config: STRICT_LIMIT,
      schema: {
        summary: 'Text a registration code',
        tags,
        querystring: ZVerifyRegPhoneQuery,
        response: codeSent,
      },
    },
    async (request) =>
      ok(
        await sendRegistrationPhoneCode(
          db,
          settings,
          request.query.area,
          request.query.phone,
          context(request),
        ),
      ),
  )
  app.get(
    '/api/v1/verify/email',
    {
      config: STRICT_LIMIT,
      schema: {
        summary: 'Email a code: kind 1 sign-in, 2 password reset, 3 binding',
        tags,
        querystring: ZVerifyEmailQuery,
        response: codeSent,
      },
    },
    async (request) =>
      ok(await sendEmailCode(db, settings, request.query.email, request.query.kind, context(request))),
  )
  app.get(
    '/api/v1/verify/phone',
    {
      config: STRICT_LIMIT,
      schema: {
        summary: 'Text a code: kind 1 sign-in, 3 binding',
        tags,
        querystring: ZVerifyPhoneQuery,
        response: codeSent,
      },
    },
    async (request) =>
      ok(
        await sendPhoneCode(
          db,
          settings,
          request.query.area,
          request.query.phone,
          request.query.kind,
          context(request),
        ),
      ),
  )

  app.post(
    '/api/v1/reg',
    {
      config: STRICT_LIMIT,
      schema: {
        summary: 'Register by email',
        tags,
        headers: ZPlatformHeaders,
        body: ZRegisterEmail,
        response: signedIn,
      },
    },
    async (request) => ok(await registerByEmail(db, settings, request.body, context(request))),
  )
  app.post(
    '/api/v1/reg/phone',
    {
      config: STRICT_LIMIT,
      schema: {
        summary: 'Register by mobile number',
        tags,
        headers: ZPlatformHeaders,
        body: ZRegisterPhone,
        response: signedIn,
      },
    },
    async (request) => ok(await registerByPhone(db, settings, request.body, context(request))),
  )
  app.post(
    '/api/v1/sign_in/',
    {
      config: STRICT_LIMIT,
      schema: {
        summary: 'Sign in with an email or mobile number and the password',
        tags,
        headers: ZPlatformHeaders,
        body: ZPasswordSignIn,
        response: signedIn,
      },
    },
    async (request) => ok(await signInWithPassword(db, settings, request.body, context(request))),
  )
  app.post(
    '/api/v1/sign/email',
    {
      config: STRICT_LIMIT,
      schema: {
        summary: 'Quick sign-in with an emailed code',
        tags,
        headers: ZPlatformHeaders,
        body: ZEmailCodeSignIn,
        response: signedIn,
      },
    },
    async (request) =>
      ok(await signInWithEmailCode(db, settings, request.body.email, request.body.code, context(request))),
  )
  app.post(
    '/api/v1/sign/phone',
    {
      config: STRICT_LIMIT,
      schema: {
        summary: 'Sign in with a texted code',
        tags,
        headers: ZPlatformHeaders,
        body: ZPhoneCodeSignIn,
        response: signedIn,
      },
    },
    async (request) =>
      ok(
        await signInWithPhoneCode(
          db,
          settings,
          request.body.area_code,
          request.body.phone,
          request.body.code,
          context(request),
        ),
      ),
  )
  app.post(
    '/api/v1/forget/email/check',
    {
      config: STRICT_LIMIT,
      schema: {
        summary: 'Check an emailed reset code before asking for the new password; the code stays unspent',
        tags,
        body: ZForgotPasswordCheck,
        response: { 200: ZEnvelope(z.null()), 400: ZErrorEnvelope, 429: ZErrorEnvelope },
      },
    },
    async (request) => {
      await checkForgottenPasswordCode(db, settings, request.body, context(request))
      return ok(null)
    },
  )
  app.post(
    '/api/v1/forget/email',
    {
      config: STRICT_LIMIT,
      schema: {
        summary: 'Set a new password with an emailed reset code',
        tags,
        body: ZForgotPassword,
        response: { 200: ZEnvelope(z.null()), 400: ZErrorEnvelope, 429: ZErrorEnvelope },
      },
    },
    async (request) => {
      await resetForgottenPassword(db, settings, request.body, context(request))
      return ok(null)
    },
  )
  app.get(
    '/api/v1/refresh/token',
    {
      schema: {
        summary: 'Trade the refresh token (in Authorization) for a new access and refresh token',
        tags,
        response: { 200: ZEnvelope(ZSession), 401: ZErrorEnvelope },
      },
    },
    async (request) => {
      const freshToken = bearerToken(request)
      if (!freshToken) throw new AppError('SESSION_ENDED', 401)
      return ok(await refreshSession(db, settings, freshToken, context(request)))
    },
  )
  app.post(
    '/api/v1/sign_out',
    {
      preHandler: requirePlayer,
      schema: {
        summary: 'End this sign-in',
        tags,
        response: { 200: ZEnvelope(z.null()), 401: ZErrorEnvelope },
      },
    },
    async (request) => {
      await signOut(db, playerOf(request), context(request))
      return ok(null)
    },
  )

  app.get(
    '/api/v1/member/info',
    {
      preHandler: requirePlayer,
      schema: {
        summary: "The signed-in player's profile",
        tags: ['member'],
        response: { 200: ZEnvelope(ZMemberInfo), 401: ZErrorEnvelope },
      },
    },
    async (request) => ok(await getMemberInfo(db, playerOf(request).userId)),
  )

  const done = {
    200: ZEnvelope(z.null()),
    400: ZErrorEnvelope,
    401: ZErrorEnvelope,
    403: ZErrorEnvelope,
    423: ZErrorEnvelope,
  }
  app.put(
    '/api/v1/member/nickname',
    {
      preHandler: requirePlayer,
      schema: { summary: 'Change the nickname', tags: ['member'], body: ZChangeNickname, response: done },
    },
    async (request) => {
      await changeNickname(db, playerOf(request).userId, request.body.nickname)
      return ok(null)
    },
  )
  app.post(
    '/api/v1/member/change_password',
    {
      preHandler: requirePlayer,
      config: STRICT_LIMIT,
      schema: {
        summary: 'Change the login password (needs a verified email); ends the other sign-ins',
        tags: ['member'],
        body: ZChangePassword,
        response: done,
      },
    },
    async (request) => {
      await changePassword(db, playerOf(request), request.body, context(request))
      return ok(null)
    },
  )
  app.put(
    '/api/v1/member/bank_password',
    {
      preHandler: requirePlayer,
      config: STRICT_LIMIT,
      schema: {
        summary: 'Set or change the 6-digit payment password',
        tags: ['member'],
        body: ZSetPaymentPassword,
        response: done,
      },
    },
    async (request) => {
      await setPaymentPassword(db, playerOf(request).userId, request.body, clock.now())
      return ok(null)
    },
  )

  app.get(
    '/api/v1/share/:code',
    {
      preHandler: requirePlayer,
      schema: {
        summary: "The player's invite code of a type (1 players, 2 agents) and its registration path",
        tags: ['member'],
        params: ZInviteTypeParams,
        response: { 200: ZEnvelope(ZInvite), 401: ZErrorEnvelope, 403: ZErrorEnvelope },
      },
    },
    async (request) => ok(await getInvite(db, playerOf(request).userId, request.params.code)),
  )

  app.get(
    '/api/v1/member/real_name',
    {
      preHandler: requirePlayer,
      schema: {
        summary: "The player's real name, null until set",
        tags: ['member'],
        response: { 200: ZEnvelope(ZRealName), 401: ZErrorEnvelope },
      },
    },
    async (request) => ok(await getRealName(db, playerOf(request).userId)),
  )
  app.put(
    '/api/v1/member/account',
    {
      preHandler: requirePlayer,
      schema: {
        summary: 'Set the real name (once)',
        tags: ['member'],
        body: ZSetRealName,
        response: { ...done, 409: ZErrorEnvelope },
      },
    },
    async (request) => {
      await setRealName(db, playerOf(request).userId, request.body.real_name)
      return ok(null)
    },
  )
  app.put(
    '/api/v1/member/email',
    {
      preHandler: requirePlayer,
      config: STRICT_LIMIT,
      schema: {
        summary: 'Bind an email with the code sent for binding (kind 3)',
        tags: ['member'],
        body: ZBindEmail,
        response: { ...done, 409: ZErrorEnvelope, 429: ZErrorEnvelope },
      },
    },
    async (request) => {
      await bindVerifiedEmail(
        db,
        settings.codes.secret,
        playerOf(request).userId,
        request.body.email,
        request.body.code,
        clock.now(),
      )
      return ok(null)
    },
  )
  app.put(
    '/api/v1/member/phone',
    {
      preHandler: requirePlayer,
      config: STRICT_LIMIT,
      schema: {
        summary: 'Bind a mobile number with the code texted for binding (kind 3)',
        tags: ['member'],
        body: ZBindPhone,
        response: { ...done, 409: ZErrorEnvelope, 429: ZErrorEnvelope },
      },
    },
    async (request) => {
      const { area_code, phone, code } = request.body
      await bindVerifiedPhone(
        db,
        settings.codes.secret,
        playerOf(request).userId,
        area_code,
        phone,
        code,
        clock.now(),
      )
      return ok(null)
    },
  )

  app.put(
    '/api/v1/member/currency',
    {
      preHandler: requirePlayer,
      schema: {
        summary: 'Choose the currency balances and bets are shown in',
        tags: ['member'],
        querystring: ZCurrencyUnitQuery,
        response: {
          200: ZEnvelope(z.object({ currency: z.string() })),
          400: ZErrorEnvelope,
          401: ZErrorEnvelope,
        },
      },
    },
    async (request) => ok(await changeCurrency(db, playerOf(request).userId, request.query.unit)),
  )
}
