/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_Comment_HintInputs */

const en_shared_comment_hint = /** @type {(inputs: Shared_Comment_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The team sees it in the item's history.`)
};

const de_shared_comment_hint = /** @type {(inputs: Shared_Comment_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Team sieht ihn im Verlauf der Maßnahme.`)
};

const fr_shared_comment_hint = /** @type {(inputs: Shared_Comment_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’équipe le voit dans l’historique de l’action.`)
};

const nl_shared_comment_hint = /** @type {(inputs: Shared_Comment_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het team ziet hem in de geschiedenis van de actie.`)
};

const es_shared_comment_hint = /** @type {(inputs: Shared_Comment_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El equipo lo ve en el historial de la acción.`)
};

const en_xa2_shared_comment_hint = /** @type {(inputs: Shared_Comment_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţéáɱ šééš íţ íñ ţĥé íţéɱ'š ĥíšţöŕý. one two thr]`)
};

/**
* | output |
* | --- |
* | "The team sees it in the item's history." |
*
* @param {Shared_Comment_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_comment_hint = /** @type {((inputs?: Shared_Comment_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Comment_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_comment_hint(inputs)
	if (locale === "fr") return fr_shared_comment_hint(inputs)
	if (locale === "nl") return nl_shared_comment_hint(inputs)
	if (locale === "es") return es_shared_comment_hint(inputs)
	if (locale === "en-XA") return en_xa2_shared_comment_hint(inputs)
	return en_shared_comment_hint(inputs)
});