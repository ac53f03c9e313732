/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Activity_WhatInputs */

const en_activity_what = /** @type {(inputs: Activity_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What`)
};

const de_activity_what = /** @type {(inputs: Activity_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was`)
};

const fr_activity_what = /** @type {(inputs: Activity_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quoi`)
};

const nl_activity_what = /** @type {(inputs: Activity_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wat`)
};

const es_activity_what = /** @type {(inputs: Activity_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué`)
};

const en_xa2_activity_what = /** @type {(inputs: Activity_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ]`)
};

/**
* | output |
* | --- |
* | "What" |
*
* @param {Activity_WhatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const activity_what = /** @type {((inputs?: Activity_WhatInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Activity_WhatInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_activity_what(inputs)
	if (locale === "fr") return fr_activity_what(inputs)
	if (locale === "nl") return nl_activity_what(inputs)
	if (locale === "es") return es_activity_what(inputs)
	if (locale === "en-XA") return en_xa2_activity_what(inputs)
	return en_activity_what(inputs)
});