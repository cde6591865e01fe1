import { useState, type ReactNode } from 'react'
import { AVATAR_CLASS, avatarStyle } from './mantine-markup.ts'

/**
 * Mantine's Avatar in the court colour (28 px unless said) as plain elements (mantine-markup.ts):
 * the picture, or the fallback (initials) when there is none or it fails to load. Decorative
 * (aria-hidden): the name is always written next to it.
 */
export function PlainAvatar({
  src,
  radius,
  size = 28,
  children,
}: {
  src: string | null
  radius: 'sm' | 'xl'
  size?: number
  children: ReactNode
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const shown = src && src !== failedSrc ? src : null
  return (
    <div style={avatarStyle(radius, size)} className={AVATAR_CLASS.root} aria-hidden="true">
      {shown ? (
        <img className={AVATAR_CLASS.image} src={shown} alt="" onError={() => setFailedSrc(shown)} />
      ) : (
        <span className={AVATAR_CLASS.placeholder} title="">
          {children}
        </span>
      )}
    </div>
  )
}
