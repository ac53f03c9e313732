/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Try_ItInputs */

const en_dev_try_it = /** @type {(inputs: Dev_Try_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try it`)
};

const de_dev_try_it = /** @type {(inputs: Dev_Try_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausprobieren`)
};

const fr_dev_try_it = /** @type {(inputs: Dev_Try_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayer`)
};

const nl_dev_try_it = /** @type {(inputs: Dev_Try_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proberen`)
};

const es_dev_try_it = /** @type {(inputs: Dev_Try_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Probar`)
};

const en_xa2_dev_try_it = /** @type {(inputs: Dev_Try_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý íţ ]`)
};

/**
* | output |
* | --- |
* | "Try it" |
*
* @param {Dev_Try_ItInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_try_it = /** @type {((inputs?: Dev_Try_ItInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Try_ItInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_try_it(inputs)
	if (locale === "fr") return fr_dev_try_it(inputs)
	if (locale === "nl") return nl_dev_try_it(inputs)
	if (locale === "es") return es_dev_try_it(inputs)
	if (locale === "en-XA") return en_xa2_dev_try_it(inputs)
	return en_dev_try_it(inputs)
});