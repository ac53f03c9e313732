/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Reorder_HelpInputs */

const en_content_admin_reorder_help = /** @type {(inputs: Content_Admin_Reorder_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To reorder, press Space or Enter on the handle, move with the Up and Down arrow keys, then press Space or Enter to drop it, or Escape to cancel.`)
};

const de_content_admin_reorder_help = /** @type {(inputs: Content_Admin_Reorder_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Umsortieren drücken Sie auf dem Griff die Leertaste oder Eingabe, bewegen mit den Pfeiltasten nach oben und unten und drücken dann Leertaste oder Eingabe zum Ablegen, oder Escape zum Abbrechen.`)
};

const fr_content_admin_reorder_help = /** @type {(inputs: Content_Admin_Reorder_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour réordonner, appuyez sur Espace ou Entrée sur la poignée, déplacez avec les flèches haut et bas, puis appuyez sur Espace ou Entrée pour déposer, ou Échap pour annuler.`)
};

const nl_content_admin_reorder_help = /** @type {(inputs: Content_Admin_Reorder_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Om de volgorde te wijzigen drukt u op Spatie of Enter op de greep, verplaatst u met de pijltjestoetsen omhoog en omlaag en drukt u op Spatie of Enter om neer te zetten, of Escape om te annuleren.`)
};

const es_content_admin_reorder_help = /** @type {(inputs: Content_Admin_Reorder_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para reordenar, pulsa Espacio o Intro en el asa, mueve con las flechas arriba y abajo y pulsa Espacio o Intro para soltar, o Escape para cancelar.`)
};

const en_xa2_content_admin_reorder_help = /** @type {(inputs: Content_Admin_Reorder_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţö ŕéöŕðéŕ, þŕéšš Šþáçé öŕ Éñţéŕ öñ ţĥé ĥáñðļé, ɱöṽé ŵíţĥ ţĥé Ûþ áñð Ðöŵñ áŕŕöŵ ķéýš, ţĥéñ þŕéšš Šþáçé öŕ Éñţéŕ ţö ðŕöþ íţ, öŕ Éšçáþé ţö çáñçéļ. one two three four five six seven eight nine te]`)
};

/**
* | output |
* | --- |
* | "To reorder, press Space or Enter on the handle, move with the Up and Down arrow keys, then press Space or Enter to drop it, or Escape to cancel." |
*
* @param {Content_Admin_Reorder_HelpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_reorder_help = /** @type {((inputs?: Content_Admin_Reorder_HelpInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Reorder_HelpInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_reorder_help(inputs)
	if (locale === "fr") return fr_content_admin_reorder_help(inputs)
	if (locale === "nl") return nl_content_admin_reorder_help(inputs)
	if (locale === "es") return es_content_admin_reorder_help(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_reorder_help(inputs)
	return en_content_admin_reorder_help(inputs)
});