/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Global_Read_Only_ReasonInputs */

const en_content_admin_global_read_only_reason = /** @type {(inputs: Content_Admin_Global_Read_Only_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global baselines are curated by Assay and read-only. Duplicate one to make your own.`)
};

const de_content_admin_global_read_only_reason = /** @type {(inputs: Content_Admin_Global_Read_Only_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Globale Baselines werden von Assay gepflegt und sind nur lesbar. Duplizieren Sie eine, um Ihre eigene zu erstellen.`)
};

const fr_content_admin_global_read_only_reason = /** @type {(inputs: Content_Admin_Global_Read_Only_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les référentiels globaux sont gérés par Assay et en lecture seule. Dupliquez-en un pour créer le vôtre.`)
};

const nl_content_admin_global_read_only_reason = /** @type {(inputs: Content_Admin_Global_Read_Only_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Globale baselines worden door Assay beheerd en zijn alleen-lezen. Dupliceer er een om uw eigen te maken.`)
};

const es_content_admin_global_read_only_reason = /** @type {(inputs: Content_Admin_Global_Read_Only_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las líneas base globales las mantiene Assay y son de solo lectura. Duplica una para crear la tuya.`)
};

const en_xa2_content_admin_global_read_only_reason = /** @type {(inputs: Content_Admin_Global_Read_Only_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝļöƀáļ ƀášéļíñéš áŕé çüŕáţéð ƀý Åššáý áñð ŕéáð-öñļý. Ðüþļíçáţé öñé ţö ɱáķé ýöüŕ öŵñ. one two three four five si]`)
};

/**
* | output |
* | --- |
* | "Global baselines are curated by Assay and read-only. Duplicate one to make your own." |
*
* @param {Content_Admin_Global_Read_Only_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_global_read_only_reason = /** @type {((inputs?: Content_Admin_Global_Read_Only_ReasonInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Global_Read_Only_ReasonInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_global_read_only_reason(inputs)
	if (locale === "fr") return fr_content_admin_global_read_only_reason(inputs)
	if (locale === "nl") return nl_content_admin_global_read_only_reason(inputs)
	if (locale === "es") return es_content_admin_global_read_only_reason(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_global_read_only_reason(inputs)
	return en_content_admin_global_read_only_reason(inputs)
});