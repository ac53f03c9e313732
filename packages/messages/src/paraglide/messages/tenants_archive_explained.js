/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_Archive_ExplainedInputs */

const en_tenants_archive_explained = /** @type {(inputs: Tenants_Archive_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archiving hides the tenant from the list and frees a place on your plan. Nothing is deleted.`)
};

const de_tenants_archive_explained = /** @type {(inputs: Tenants_Archive_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivieren blendet den Mandanten in der Liste aus und macht einen Platz in Ihrem Tarif frei. Nichts wird gelöscht.`)
};

const fr_tenants_archive_explained = /** @type {(inputs: Tenants_Archive_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’archivage masque l’entité de la liste et libère une place dans votre offre. Rien n’est supprimé.`)
};

const nl_tenants_archive_explained = /** @type {(inputs: Tenants_Archive_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archiveren verbergt de tenant in de lijst en maakt een plaats vrij in uw abonnement. Er wordt niets verwijderd.`)
};

const es_tenants_archive_explained = /** @type {(inputs: Tenants_Archive_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivar oculta el inquilino de la lista y libera una plaza en su plan. No se elimina nada.`)
};

const en_xa2_tenants_archive_explained = /** @type {(inputs: Tenants_Archive_ExplainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åŕçĥíṽíñĝ ĥíðéš ţĥé ţéñáñţ ƒŕöɱ ţĥé ļíšţ áñð ƒŕééš á þļáçé öñ ýöüŕ þļáñ. Ñöţĥíñĝ íš ðéļéţéð. one two three four five six s]`)
};

/**
* | output |
* | --- |
* | "Archiving hides the tenant from the list and frees a place on your plan. Nothing is deleted." |
*
* @param {Tenants_Archive_ExplainedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_archive_explained = /** @type {((inputs?: Tenants_Archive_ExplainedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Archive_ExplainedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_archive_explained(inputs)
	if (locale === "fr") return fr_tenants_archive_explained(inputs)
	if (locale === "nl") return nl_tenants_archive_explained(inputs)
	if (locale === "es") return es_tenants_archive_explained(inputs)
	if (locale === "en-XA") return en_xa2_tenants_archive_explained(inputs)
	return en_tenants_archive_explained(inputs)
});