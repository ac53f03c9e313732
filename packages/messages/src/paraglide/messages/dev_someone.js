/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_SomeoneInputs */

const en_dev_someone = /** @type {(inputs: Dev_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone in your organisation`)
};

const de_dev_someone = /** @type {(inputs: Dev_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jemand aus Ihrer Organisation`)
};

const fr_dev_someone = /** @type {(inputs: Dev_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu’un de votre organisation`)
};

const nl_dev_someone = /** @type {(inputs: Dev_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iemand uit uw organisatie`)
};

const es_dev_someone = /** @type {(inputs: Dev_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alguien de su organización`)
};

const en_xa2_dev_someone = /** @type {(inputs: Dev_SomeoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šöɱéöñé íñ ýöüŕ öŕĝáñíšáţíöñ one two]`)
};

/**
* | output |
* | --- |
* | "Someone in your organisation" |
*
* @param {Dev_SomeoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_someone = /** @type {((inputs?: Dev_SomeoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_SomeoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_someone(inputs)
	if (locale === "fr") return fr_dev_someone(inputs)
	if (locale === "nl") return nl_dev_someone(inputs)
	if (locale === "es") return es_dev_someone(inputs)
	if (locale === "en-XA") return en_xa2_dev_someone(inputs)
	return en_dev_someone(inputs)
});