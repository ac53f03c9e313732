/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tenant: NonNullable<unknown> }} Sharing_Share_TitleInputs */

const en_sharing_share_title = /** @type {(inputs: Sharing_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Share ${i?.tenant}`)
};

const de_sharing_share_title = /** @type {(inputs: Sharing_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} teilen`)
};

const fr_sharing_share_title = /** @type {(inputs: Sharing_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Partager ${i?.tenant}`)
};

const nl_sharing_share_title = /** @type {(inputs: Sharing_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tenant} delen`)
};

const es_sharing_share_title = /** @type {(inputs: Sharing_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compartir ${i?.tenant}`)
};

const en_xa2_sharing_share_title = /** @type {(inputs: Sharing_Share_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šĥáŕé ${i?.tenant} on]`)
};

/**
* | output |
* | --- |
* | "Share {tenant}" |
*
* @param {Sharing_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_share_title = /** @type {((inputs: Sharing_Share_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Share_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_share_title(inputs)
	if (locale === "fr") return fr_sharing_share_title(inputs)
	if (locale === "nl") return nl_sharing_share_title(inputs)
	if (locale === "es") return es_sharing_share_title(inputs)
	if (locale === "en-XA") return en_xa2_sharing_share_title(inputs)
	return en_sharing_share_title(inputs)
});