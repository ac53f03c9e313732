/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_DeveloperInputs */

const en_nav_developer = /** @type {(inputs: Nav_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Developer`)
};

const de_nav_developer = /** @type {(inputs: Nav_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entwickler`)
};

const fr_nav_developer = /** @type {(inputs: Nav_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Développeur`)
};

const nl_nav_developer = /** @type {(inputs: Nav_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontwikkelaar`)
};

const es_nav_developer = /** @type {(inputs: Nav_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desarrollador`)
};

const en_xa2_nav_developer = /** @type {(inputs: Nav_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéṽéļöþéŕ ]`)
};

/**
* | output |
* | --- |
* | "Developer" |
*
* @param {Nav_DeveloperInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_developer = /** @type {((inputs?: Nav_DeveloperInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_DeveloperInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_developer(inputs)
	if (locale === "fr") return fr_nav_developer(inputs)
	if (locale === "nl") return nl_nav_developer(inputs)
	if (locale === "es") return es_nav_developer(inputs)
	if (locale === "en-XA") return en_xa2_nav_developer(inputs)
	return en_nav_developer(inputs)
});