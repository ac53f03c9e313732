/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Badlink_Limited_TitleInputs */

const en_badlink_limited_title = /** @type {(inputs: Badlink_Limited_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts`)
};

const de_badlink_limited_title = /** @type {(inputs: Badlink_Limited_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu viele Versuche`)
};

const fr_badlink_limited_title = /** @type {(inputs: Badlink_Limited_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives`)
};

const nl_badlink_limited_title = /** @type {(inputs: Badlink_Limited_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te veel pogingen`)
};

const es_badlink_limited_title = /** @type {(inputs: Badlink_Limited_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos`)
};

const en_xa2_badlink_limited_title = /** @type {(inputs: Badlink_Limited_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţöö ɱáñý áţţéɱþţš one]`)
};

/**
* | output |
* | --- |
* | "Too many attempts" |
*
* @param {Badlink_Limited_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const badlink_limited_title = /** @type {((inputs?: Badlink_Limited_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Badlink_Limited_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_badlink_limited_title(inputs)
	if (locale === "fr") return fr_badlink_limited_title(inputs)
	if (locale === "nl") return nl_badlink_limited_title(inputs)
	if (locale === "es") return es_badlink_limited_title(inputs)
	if (locale === "en-XA") return en_xa2_badlink_limited_title(inputs)
	return en_badlink_limited_title(inputs)
});