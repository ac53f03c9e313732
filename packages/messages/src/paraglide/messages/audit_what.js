/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_WhatInputs */

const en_audit_what = /** @type {(inputs: Audit_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What`)
};

const de_audit_what = /** @type {(inputs: Audit_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was`)
};

const fr_audit_what = /** @type {(inputs: Audit_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quoi`)
};

const nl_audit_what = /** @type {(inputs: Audit_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wat`)
};

const es_audit_what = /** @type {(inputs: Audit_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué`)
};

const en_xa2_audit_what = /** @type {(inputs: Audit_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ ]`)
};

/**
* | output |
* | --- |
* | "What" |
*
* @param {Audit_WhatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_what = /** @type {((inputs?: Audit_WhatInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_WhatInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_what(inputs)
	if (locale === "fr") return fr_audit_what(inputs)
	if (locale === "nl") return nl_audit_what(inputs)
	if (locale === "es") return es_audit_what(inputs)
	if (locale === "en-XA") return en_xa2_audit_what(inputs)
	return en_audit_what(inputs)
});