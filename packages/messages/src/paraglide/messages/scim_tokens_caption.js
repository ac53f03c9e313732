/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_Tokens_CaptionInputs */

const en_scim_tokens_caption = /** @type {(inputs: Scim_Tokens_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM tokens`)
};

const de_scim_tokens_caption = /** @type {(inputs: Scim_Tokens_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-Tokens`)
};

const fr_scim_tokens_caption = /** @type {(inputs: Scim_Tokens_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetons SCIM`)
};

const nl_scim_tokens_caption = /** @type {(inputs: Scim_Tokens_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-tokens`)
};

const es_scim_tokens_caption = /** @type {(inputs: Scim_Tokens_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tokens SCIM`)
};

const en_xa2_scim_tokens_caption = /** @type {(inputs: Scim_Tokens_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŠÇÎṀ ţöķéñš o]`)
};

/**
* | output |
* | --- |
* | "SCIM tokens" |
*
* @param {Scim_Tokens_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_tokens_caption = /** @type {((inputs?: Scim_Tokens_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_Tokens_CaptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_tokens_caption(inputs)
	if (locale === "fr") return fr_scim_tokens_caption(inputs)
	if (locale === "nl") return nl_scim_tokens_caption(inputs)
	if (locale === "es") return es_scim_tokens_caption(inputs)
	if (locale === "en-XA") return en_xa2_scim_tokens_caption(inputs)
	return en_scim_tokens_caption(inputs)
});