/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_Override_RemovedInputs */

const en_console_org_override_removed = /** @type {(inputs: Console_Org_Override_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan override ended by Assay`)
};

const de_console_org_override_removed = /** @type {(inputs: Console_Org_Override_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifüberschreibung von Assay beendet`)
};

const fr_console_org_override_removed = /** @type {(inputs: Console_Org_Override_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplacement d’offre terminé par Assay`)
};

const nl_console_org_override_removed = /** @type {(inputs: Console_Org_Override_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planoverschrijving beëindigd door Assay`)
};

const es_console_org_override_removed = /** @type {(inputs: Console_Org_Override_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sustitución de plan terminada por Assay`)
};

const en_xa2_console_org_override_removed = /** @type {(inputs: Console_Org_Override_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñ öṽéŕŕíðé éñðéð ƀý Åššáý one two]`)
};

/**
* | output |
* | --- |
* | "Plan override ended by Assay" |
*
* @param {Console_Org_Override_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_override_removed = /** @type {((inputs?: Console_Org_Override_RemovedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_Override_RemovedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_override_removed(inputs)
	if (locale === "fr") return fr_console_org_override_removed(inputs)
	if (locale === "nl") return nl_console_org_override_removed(inputs)
	if (locale === "es") return es_console_org_override_removed(inputs)
	if (locale === "en-XA") return en_xa2_console_org_override_removed(inputs)
	return en_console_org_override_removed(inputs)
});