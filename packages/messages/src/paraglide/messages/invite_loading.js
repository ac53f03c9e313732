/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_LoadingInputs */

const en_invite_loading = /** @type {(inputs: Invite_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading invitations`)
};

const de_invite_loading = /** @type {(inputs: Invite_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladungen werden geladen`)
};

const fr_invite_loading = /** @type {(inputs: Invite_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des invitations`)
};

const nl_invite_loading = /** @type {(inputs: Invite_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitnodigingen laden`)
};

const es_invite_loading = /** @type {(inputs: Invite_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando invitaciones`)
};

const en_xa2_invite_loading = /** @type {(inputs: Invite_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ íñṽíţáţíöñš one ]`)
};

/**
* | output |
* | --- |
* | "Loading invitations" |
*
* @param {Invite_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_loading = /** @type {((inputs?: Invite_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_loading(inputs)
	if (locale === "fr") return fr_invite_loading(inputs)
	if (locale === "nl") return nl_invite_loading(inputs)
	if (locale === "es") return es_invite_loading(inputs)
	if (locale === "en-XA") return en_xa2_invite_loading(inputs)
	return en_invite_loading(inputs)
});