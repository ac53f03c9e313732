/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_Source_Of_TruthInputs */

const en_scim_source_of_truth = /** @type {(inputs: Scim_Source_Of_TruthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your identity provider now manages membership: a member you remove here is added back at its next sync while the provider still assigns them to Assay. Unassign them in the provider instead.`)
};

const de_scim_source_of_truth = /** @type {(inputs: Scim_Source_Of_TruthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Identitätsanbieter verwaltet jetzt die Mitgliedschaft: Ein Mitglied, das Sie hier entfernen, wird bei der nächsten Synchronisierung wieder hinzugefügt, solange der Anbieter es Assay noch zuweist. Heben Sie stattdessen die Zuweisung im Anbieter auf.`)
};

const fr_scim_source_of_truth = /** @type {(inputs: Scim_Source_Of_TruthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre fournisseur d’identité gère désormais les membres : un membre que vous retirez ici est ajouté de nouveau à sa prochaine synchronisation tant que le fournisseur l’attribue encore à Assay. Retirez plutôt son attribution dans le fournisseur.`)
};

const nl_scim_source_of_truth = /** @type {(inputs: Scim_Source_Of_TruthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw identiteitsprovider beheert nu het lidmaatschap: een lid dat u hier verwijdert, wordt bij de volgende synchronisatie weer toegevoegd zolang de provider het nog aan Assay toewijst. Hef de toewijzing in plaats daarvan op in de provider.`)
};

const es_scim_source_of_truth = /** @type {(inputs: Scim_Source_Of_TruthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su proveedor de identidad gestiona ahora la pertenencia: un miembro que quite aquí se vuelve a añadir en su próxima sincronización mientras el proveedor lo siga asignando a Assay. Quite la asignación en el proveedor en su lugar.`)
};

const en_xa2_scim_source_of_truth = /** @type {(inputs: Scim_Source_Of_TruthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ íðéñţíţý þŕöṽíðéŕ ñöŵ ɱáñáĝéš ɱéɱƀéŕšĥíþ: á ɱéɱƀéŕ ýöü ŕéɱöṽé ĥéŕé íš áððéð ƀáçķ áţ íţš ñéẋţ šýñç ŵĥíļé ţĥé þŕöṽíðéŕ šţíļļ áššíĝñš ţĥéɱ ţö Åššáý. Ûñáššíĝñ ţĥéɱ íñ ţĥé þŕöṽíðéŕ íñšţéáð. one two three four five six seven eight nine ten eleven twelve ]`)
};

/**
* | output |
* | --- |
* | "Your identity provider now manages membership: a member you remove here is added back at its next sync while the provider still assigns them to Assay. Unassi..." |
*
* @param {Scim_Source_Of_TruthInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_source_of_truth = /** @type {((inputs?: Scim_Source_Of_TruthInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_Source_Of_TruthInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_source_of_truth(inputs)
	if (locale === "fr") return fr_scim_source_of_truth(inputs)
	if (locale === "nl") return nl_scim_source_of_truth(inputs)
	if (locale === "es") return es_scim_source_of_truth(inputs)
	if (locale === "en-XA") return en_xa2_scim_source_of_truth(inputs)
	return en_scim_source_of_truth(inputs)
});