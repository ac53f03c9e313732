/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_Invited_ByInputs */

const en_sharing_invited_by = /** @type {(inputs: Sharing_Invited_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invited by`)
};

const de_sharing_invited_by = /** @type {(inputs: Sharing_Invited_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingeladen von`)
};

const fr_sharing_invited_by = /** @type {(inputs: Sharing_Invited_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invité par`)
};

const nl_sharing_invited_by = /** @type {(inputs: Sharing_Invited_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitgenodigd door`)
};

const es_sharing_invited_by = /** @type {(inputs: Sharing_Invited_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitado por`)
};

const en_xa2_sharing_invited_by = /** @type {(inputs: Sharing_Invited_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñṽíţéð ƀý o]`)
};

/**
* | output |
* | --- |
* | "Invited by" |
*
* @param {Sharing_Invited_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_invited_by = /** @type {((inputs?: Sharing_Invited_ByInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Invited_ByInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_invited_by(inputs)
	if (locale === "fr") return fr_sharing_invited_by(inputs)
	if (locale === "nl") return nl_sharing_invited_by(inputs)
	if (locale === "es") return es_sharing_invited_by(inputs)
	if (locale === "en-XA") return en_xa2_sharing_invited_by(inputs)
	return en_sharing_invited_by(inputs)
});