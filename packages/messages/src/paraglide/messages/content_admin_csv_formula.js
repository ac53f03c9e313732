/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Csv_FormulaInputs */

const en_content_admin_csv_formula = /** @type {(inputs: Content_Admin_Csv_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A cell that starts with =, +, - or @ is refused, as spreadsheets run it as a formula; put an apostrophe in front to keep it as text.`)
};

const de_content_admin_csv_formula = /** @type {(inputs: Content_Admin_Csv_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Zelle, die mit =, +, - oder @ beginnt, wird abgelehnt, weil Tabellenkalkulationen sie als Formel ausführen; setzen Sie ein Apostroph davor, um sie als Text zu behalten.`)
};

const fr_content_admin_csv_formula = /** @type {(inputs: Content_Admin_Csv_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une cellule qui commence par =, +, - ou @ est refusée, car les tableurs l’exécutent comme une formule ; ajoutez une apostrophe devant pour la garder comme texte.`)
};

const nl_content_admin_csv_formula = /** @type {(inputs: Content_Admin_Csv_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een cel die begint met =, +, - of @ wordt geweigerd, omdat spreadsheets die als formule uitvoeren; zet er een apostrof voor om hem als tekst te houden.`)
};

const es_content_admin_csv_formula = /** @type {(inputs: Content_Admin_Csv_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se rechaza una celda que empiece por =, +, - o @, porque las hojas de cálculo la ejecutan como fórmula; pon un apóstrofo delante para mantenerla como texto.`)
};

const en_xa2_content_admin_csv_formula = /** @type {(inputs: Content_Admin_Csv_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Å çéļļ ţĥáţ šţáŕţš ŵíţĥ =, +, - öŕ @ íš ŕéƒüšéð, áš šþŕéáðšĥééţš ŕüñ íţ áš á ƒöŕɱüļá; þüţ áñ áþöšţŕöþĥé íñ ƒŕöñţ ţö ķééþ íţ áš ţéẋţ. one two three four five six seven eight nin]`)
};

/**
* | output |
* | --- |
* | "A cell that starts with =, +, - or @ is refused, as spreadsheets run it as a formula; put an apostrophe in front to keep it as text." |
*
* @param {Content_Admin_Csv_FormulaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_formula = /** @type {((inputs?: Content_Admin_Csv_FormulaInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Csv_FormulaInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_csv_formula(inputs)
	if (locale === "fr") return fr_content_admin_csv_formula(inputs)
	if (locale === "nl") return nl_content_admin_csv_formula(inputs)
	if (locale === "es") return es_content_admin_csv_formula(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_csv_formula(inputs)
	return en_content_admin_csv_formula(inputs)
});