/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_Status_DoneInputs */

const en_invite_status_done = /** @type {(inputs: Invite_Status_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

const de_invite_status_done = /** @type {(inputs: Invite_Status_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fertig`)
};

const fr_invite_status_done = /** @type {(inputs: Invite_Status_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminé`)
};

const nl_invite_status_done = /** @type {(inputs: Invite_Status_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klaar`)
};

const es_invite_status_done = /** @type {(inputs: Invite_Status_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminado`)
};

const en_xa2_invite_status_done = /** @type {(inputs: Invite_Status_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðöñé ]`)
};

/**
* | output |
* | --- |
* | "Done" |
*
* @param {Invite_Status_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_status_done = /** @type {((inputs?: Invite_Status_DoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_Status_DoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_status_done(inputs)
	if (locale === "fr") return fr_invite_status_done(inputs)
	if (locale === "nl") return nl_invite_status_done(inputs)
	if (locale === "es") return es_invite_status_done(inputs)
	if (locale === "en-XA") return en_xa2_invite_status_done(inputs)
	return en_invite_status_done(inputs)
});