/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_NobodyInputs */

const en_invite_nobody = /** @type {(inputs: Invite_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody has been invited yet.`)
};

const de_invite_nobody = /** @type {(inputs: Invite_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch niemand wurde eingeladen.`)
};

const fr_invite_nobody = /** @type {(inputs: Invite_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne n’a encore été invité.`)
};

const nl_invite_nobody = /** @type {(inputs: Invite_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er is nog niemand uitgenodigd.`)
};

const es_invite_nobody = /** @type {(inputs: Invite_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no se ha invitado a nadie.`)
};

const en_xa2_invite_nobody = /** @type {(inputs: Invite_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöƀöðý ĥáš ƀééñ íñṽíţéð ýéţ. one two]`)
};

/**
* | output |
* | --- |
* | "Nobody has been invited yet." |
*
* @param {Invite_NobodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_nobody = /** @type {((inputs?: Invite_NobodyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_NobodyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_nobody(inputs)
	if (locale === "fr") return fr_invite_nobody(inputs)
	if (locale === "nl") return nl_invite_nobody(inputs)
	if (locale === "es") return es_invite_nobody(inputs)
	if (locale === "en-XA") return en_xa2_invite_nobody(inputs)
	return en_invite_nobody(inputs)
});