/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ domain: NonNullable<unknown> }} Sso_Remove_TitleInputs */

const en_sso_remove_title = /** @type {(inputs: Sso_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.domain}?`)
};

const de_sso_remove_title = /** @type {(inputs: Sso_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} entfernen?`)
};

const fr_sso_remove_title = /** @type {(inputs: Sso_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.domain} ?`)
};

const nl_sso_remove_title = /** @type {(inputs: Sso_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.domain} verwijderen?`)
};

const es_sso_remove_title = /** @type {(inputs: Sso_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Quitar ${i?.domain}?`)
};

const en_xa2_sso_remove_title = /** @type {(inputs: Sso_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé ${i?.domain}? one]`)
};

/**
* | output |
* | --- |
* | "Remove {domain}?" |
*
* @param {Sso_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_remove_title = /** @type {((inputs: Sso_Remove_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Remove_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_remove_title(inputs)
	if (locale === "fr") return fr_sso_remove_title(inputs)
	if (locale === "nl") return nl_sso_remove_title(inputs)
	if (locale === "es") return es_sso_remove_title(inputs)
	if (locale === "en-XA") return en_xa2_sso_remove_title(inputs)
	return en_sso_remove_title(inputs)
});