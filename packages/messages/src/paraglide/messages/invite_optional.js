/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_OptionalInputs */

const en_invite_optional = /** @type {(inputs: Invite_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional`)
};

const de_invite_optional = /** @type {(inputs: Invite_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional`)
};

const fr_invite_optional = /** @type {(inputs: Invite_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facultatif`)
};

const nl_invite_optional = /** @type {(inputs: Invite_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optioneel`)
};

const es_invite_optional = /** @type {(inputs: Invite_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional`)
};

const en_xa2_invite_optional = /** @type {(inputs: Invite_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþţíöñáļ ]`)
};

/**
* | output |
* | --- |
* | "Optional" |
*
* @param {Invite_OptionalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_optional = /** @type {((inputs?: Invite_OptionalInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_OptionalInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_optional(inputs)
	if (locale === "fr") return fr_invite_optional(inputs)
	if (locale === "nl") return nl_invite_optional(inputs)
	if (locale === "es") return es_invite_optional(inputs)
	if (locale === "en-XA") return en_xa2_invite_optional(inputs)
	return en_invite_optional(inputs)
});