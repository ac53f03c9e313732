/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_Link_ExpiresInputs */

const en_invite_link_expires = /** @type {(inputs: Invite_Link_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link expires`)
};

const de_invite_link_expires = /** @type {(inputs: Invite_Link_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link läuft ab`)
};

const fr_invite_link_expires = /** @type {(inputs: Invite_Link_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien expire`)
};

const nl_invite_link_expires = /** @type {(inputs: Invite_Link_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link verloopt`)
};

const es_invite_link_expires = /** @type {(inputs: Invite_Link_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El enlace caduca`)
};

const en_xa2_invite_link_expires = /** @type {(inputs: Invite_Link_ExpiresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļíñķ éẋþíŕéš o]`)
};

/**
* | output |
* | --- |
* | "Link expires" |
*
* @param {Invite_Link_ExpiresInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_link_expires = /** @type {((inputs?: Invite_Link_ExpiresInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_Link_ExpiresInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_link_expires(inputs)
	if (locale === "fr") return fr_invite_link_expires(inputs)
	if (locale === "nl") return nl_invite_link_expires(inputs)
	if (locale === "es") return es_invite_link_expires(inputs)
	if (locale === "en-XA") return en_xa2_invite_link_expires(inputs)
	return en_invite_link_expires(inputs)
});