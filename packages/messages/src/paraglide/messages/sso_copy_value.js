/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Copy_ValueInputs */

const en_sso_copy_value = /** @type {(inputs: Sso_Copy_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy value`)
};

const de_sso_copy_value = /** @type {(inputs: Sso_Copy_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wert kopieren`)
};

const fr_sso_copy_value = /** @type {(inputs: Sso_Copy_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier la valeur`)
};

const nl_sso_copy_value = /** @type {(inputs: Sso_Copy_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waarde kopiëren`)
};

const es_sso_copy_value = /** @type {(inputs: Sso_Copy_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar valor`)
};

const en_xa2_sso_copy_value = /** @type {(inputs: Sso_Copy_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöþý ṽáļüé o]`)
};

/**
* | output |
* | --- |
* | "Copy value" |
*
* @param {Sso_Copy_ValueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_copy_value = /** @type {((inputs?: Sso_Copy_ValueInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Copy_ValueInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_copy_value(inputs)
	if (locale === "fr") return fr_sso_copy_value(inputs)
	if (locale === "nl") return nl_sso_copy_value(inputs)
	if (locale === "es") return es_sso_copy_value(inputs)
	if (locale === "en-XA") return en_xa2_sso_copy_value(inputs)
	return en_sso_copy_value(inputs)
});