/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limit_SharingInputs */

const en_limit_sharing = /** @type {(inputs: Limit_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared users`)
};

const de_limit_sharing = /** @type {(inputs: Limit_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geteilte Personen`)
};

const fr_limit_sharing = /** @type {(inputs: Limit_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes invitées`)
};

const nl_limit_sharing = /** @type {(inputs: Limit_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gedeelde gebruikers`)
};

const es_limit_sharing = /** @type {(inputs: Limit_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuarios compartidos`)
};

const en_xa2_limit_sharing = /** @type {(inputs: Limit_SharingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕéð üšéŕš o]`)
};

/**
* | output |
* | --- |
* | "Shared users" |
*
* @param {Limit_SharingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const limit_sharing = /** @type {((inputs?: Limit_SharingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limit_SharingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_limit_sharing(inputs)
	if (locale === "fr") return fr_limit_sharing(inputs)
	if (locale === "nl") return nl_limit_sharing(inputs)
	if (locale === "es") return es_limit_sharing(inputs)
	if (locale === "en-XA") return en_xa2_limit_sharing(inputs)
	return en_limit_sharing(inputs)
});