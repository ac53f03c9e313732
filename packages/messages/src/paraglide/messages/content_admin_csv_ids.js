/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Csv_IdsInputs */

const en_content_admin_csv_ids = /** @type {(inputs: Content_Admin_Csv_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Keys that keep controls and domains paired across versions; exports fill them in.`)
};

const de_content_admin_csv_ids = /** @type {(inputs: Content_Admin_Csv_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Schlüssel, die Kontrollen und Domänen über Versionen hinweg zuordnen; Exporte füllen sie aus.`)
};

const fr_content_admin_csv_ids = /** @type {(inputs: Content_Admin_Csv_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facultatif. Clés qui relient contrôles et domaines d’une version à l’autre ; les exports les remplissent.`)
};

const nl_content_admin_csv_ids = /** @type {(inputs: Content_Admin_Csv_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optioneel. Sleutels die controls en domeinen over versies heen koppelen; exports vullen ze in.`)
};

const es_content_admin_csv_ids = /** @type {(inputs: Content_Admin_Csv_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional. Claves que mantienen emparejados controles y dominios entre versiones; las exportaciones las rellenan.`)
};

const en_xa2_content_admin_csv_ids = /** @type {(inputs: Content_Admin_Csv_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþţíöñáļ. Ķéýš ţĥáţ ķééþ çöñţŕöļš áñð ðöɱáíñš þáíŕéð áçŕöšš ṽéŕšíöñš; éẋþöŕţš ƒíļļ ţĥéɱ íñ. one two three four five six s]`)
};

/**
* | output |
* | --- |
* | "Optional. Keys that keep controls and domains paired across versions; exports fill them in." |
*
* @param {Content_Admin_Csv_IdsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_ids = /** @type {((inputs?: Content_Admin_Csv_IdsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Csv_IdsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_csv_ids(inputs)
	if (locale === "fr") return fr_content_admin_csv_ids(inputs)
	if (locale === "nl") return nl_content_admin_csv_ids(inputs)
	if (locale === "es") return es_content_admin_csv_ids(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_csv_ids(inputs)
	return en_content_admin_csv_ids(inputs)
});