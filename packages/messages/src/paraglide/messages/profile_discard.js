/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_DiscardInputs */

const en_profile_discard = /** @type {(inputs: Profile_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard`)
};

const de_profile_discard = /** @type {(inputs: Profile_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwerfen`)
};

const fr_profile_discard = /** @type {(inputs: Profile_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler les modifications`)
};

const nl_profile_discard = /** @type {(inputs: Profile_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwerpen`)
};

const es_profile_discard = /** @type {(inputs: Profile_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar`)
};

const en_xa2_profile_discard = /** @type {(inputs: Profile_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðíšçáŕð ]`)
};

/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Profile_DiscardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_discard = /** @type {((inputs?: Profile_DiscardInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_DiscardInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_discard(inputs)
	if (locale === "fr") return fr_profile_discard(inputs)
	if (locale === "nl") return nl_profile_discard(inputs)
	if (locale === "es") return es_profile_discard(inputs)
	if (locale === "en-XA") return en_xa2_profile_discard(inputs)
	return en_profile_discard(inputs)
});