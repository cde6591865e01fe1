// How the Cognito adapter (cognito.ts) checks tokens: locally, with aws-jwt-verify.
import { CognitoJwtVerifier, JwtRsaVerifier } from 'aws-jwt-verify'
import { SimpleJwksCache } from 'aws-jwt-verify/jwk'

type Verifier = { verify: (token: string) => Promise<unknown> }

export function cognitoVerifiers(options: {
  userPoolId: string
  clientId: string
  endpoint?: string | undefined
}): { access: Verifier; id: Verifier } {
  // cognito-local signs with its own key and issuer (its endpoint + pool id) and serves the JWKS
  // over plain http, which aws-jwt-verify's default fetcher refuses (it speaks https only): fetch
  // it with the platform's fetch instead. AWS pools use CognitoJwtVerifier's stricter checks.
  return options.endpoint
    ? emulatorVerifiers(options.endpoint, options.userPoolId, options.clientId)
    : {
        access: CognitoJwtVerifier.create({
          userPoolId: options.userPoolId,
          tokenUse: 'access',
          clientId: options.clientId,
        }),
        id: CognitoJwtVerifier.create({
          userPoolId: options.userPoolId,
          tokenUse: 'id',
          clientId: options.clientId,
        }),
      }
}

function emulatorVerifiers(endpoint: string, userPoolId: string, clientId: string) {
  const issuer = `${endpoint.replace(/\/$/, '')}/${userPoolId}`
  const jwksUri = `${issuer}/.well-known/jwks.json`
  const jwksCache = new SimpleJwksCache({
    fetcher: {
      fetch: async (uri: string) => {
        const response = await fetch(uri)
        if (!response.ok) throw new Error(`JWKS fetch failed with ${response.status}`)
        return response.arrayBuffer()
      },
    },
  })
  return {
    access: JwtRsaVerifier.create(
      {
        issuer,
        jwksUri,
        audience: null,
        customJwtCheck: ({ payload }) => {
          if (payload.token_use !== 'access' || payload.client_id !== clientId)
            throw new Error('not an access token of this client')
        },
      },
      { jwksCache },
    ),
    id: JwtRsaVerifier.create(
      {
        issuer,
        jwksUri,
        audience: clientId,
        customJwtCheck: ({ payload }) => {
          if (payload.token_use !== 'id') throw new Error('not an id token')
        },
      },
      { jwksCache },
    ),
  }
}
